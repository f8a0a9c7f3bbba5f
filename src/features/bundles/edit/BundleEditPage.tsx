import { Alert, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BundleDetail } from '@/domain/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';
import { notifier } from '@/components/feedback/notifier';
import { EditForm } from '@/components/form/EditForm';
import { NeedsAttention } from '@/components/form/NeedsAttention';
import { SkuCheckProvider, SkuSaveGate } from '@/components/form/SkuCheck';
import { rootField } from '@/components/wizard/wizardSteps';
import { BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';
import { useGetBundleQuery, useUpdateBundleMutation } from '../api';
import { useRouteId } from '@/core/routing/routeParams';
import { DetailsFields } from '../form/DetailsFields';
import { ProductPicker } from '../form/ProductPicker';
import { bundleSchema } from '../form/schema';
import { fromBundleDetail, toBundleInput, type BundleFormValues } from '../form/values';
import { bundlePaths } from '../paths';
import '../bundles.css';

export const BUNDLE_SAVED_MESSAGE = 'Saved';

/** /space/bundles/{id}/summary/edit: every field of the wizard on one page, PATCHed. */
export function BundleEditPage() {
  const id = useRouteId() ?? Number.NaN;
  const bundle = useGetBundleQuery(id, { skip: !Number.isInteger(id) });
  useBreadcrumbName(id, bundle.data?.title);

  return (
    <section aria-labelledby="bundle-edit-title" className="bundle-page">
      <Typography.Title level={1} id="bundle-edit-title">
        {bundle.data ? `Edit ${bundle.data.title}` : 'Edit Bundle'}
      </Typography.Title>
      {bundle.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {bundle.isError && (
        <LoadErrorAlert title={bundle.error.message} onRetry={() => void bundle.refetch()} />
      )}
      {bundle.data?.archived && (
        <Alert type="info" showIcon title="This bundle is archived and can no longer be changed." />
      )}
      {bundle.data && !bundle.data.archived && (
        <BundleEditor key={bundle.data.id} bundle={bundle.data} />
      )}
    </section>
  );
}

/**
 * The wizard's Products and Details fields on one page, on the kit's edit form; the SKU check must
 * pass before saving.
 */
function BundleEditor({ bundle }: { bundle: BundleDetail }) {
  const navigate = useNavigate();
  const [updateBundle] = useUpdateBundleMutation();
  // A refetch of the bundle never wipes what is being typed.
  const [initial] = useState(() => fromBundleDetail(bundle));

  return (
    <EditForm<BundleFormValues>
      name="Edit bundle"
      idPrefix="bundle-edit"
      initialValues={initial}
      labels={BUNDLE_LABELS}
      validationSchema={bundleSchema}
      fieldOf={rootField}
      onSubmit={(values, submission) =>
        updateBundle({ id: bundle.id, body: toBundleInput(values), ...submission }).unwrap()
      }
      onSaved={async () => {
        notifier.success({ message: BUNDLE_SAVED_MESSAGE });
        await navigate(bundlePaths.summary(bundle.id));
      }}
      onCancel={() => void navigate(bundlePaths.summary(bundle.id))}
    >
      <SkuCheckProvider ownSku={bundle.sku}>
        <SkuSaveGate />
        <NeedsAttention />
        <Card title="Products" className="bundle-edit-card">
          <ProductPicker />
        </Card>
        <Card title="Details" className="bundle-edit-card">
          <DetailsFields />
        </Card>
      </SkuCheckProvider>
    </EditForm>
  );
}
