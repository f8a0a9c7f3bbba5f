import { Alert, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import type { BundleDetail } from '@/domain/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';
import { notifier } from '@/components/feedback/notifier';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { SkuCheckProvider, useFormSkuCheck } from '@/components/form/SkuCheck';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { LoadingButton } from '@/components/LoadingButton';
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
        <EditForm key={bundle.data.id} bundle={bundle.data} />
      )}
    </section>
  );
}

function EditForm({ bundle }: { bundle: BundleDetail }) {
  const navigate = useNavigate();
  const [updateBundle] = useUpdateBundleMutation();

  const submit = async (values: BundleFormValues, helpers: FormikHelpers<BundleFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await updateBundle({ id: bundle.id, body: toBundleInput(values) }).unwrap();
      notifier.success({ message: BUNDLE_SAVED_MESSAGE });
      await navigate(bundlePaths.summary(bundle.id));
    } catch (error) {
      helpers.setStatus(toFormStatus(error, BUNDLE_LABELS, values, rootField));
    }
  };

  return (
    <Formik
      initialValues={fromBundleDetail(bundle)}
      validationSchema={bundleSchema}
      onSubmit={submit}
    >
      <FormFrameProvider idPrefix="bundle-edit" labels={BUNDLE_LABELS}>
        <SkuCheckProvider ownSku={bundle.sku}>
          <EditBody bundle={bundle} />
        </SkuCheckProvider>
      </FormFrameProvider>
    </Formik>
  );
}

/** The wizard's Products and Details fields on one page; the SKU check must pass before saving. */
function EditBody({ bundle }: { bundle: BundleDetail }) {
  const navigate = useNavigate();
  const { handleSubmit, isSubmitting, submitCount, isValid } = useFormikContext<BundleFormValues>();
  const skuCheck = useFormSkuCheck();

  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Edit bundle"
      onFinish={async () => {
        if (await skuCheck.ensure()) return;
        handleSubmit();
      }}
    >
      <FormErrorAlert />
      {submitCount > 0 && !isValid && (
        <Alert type="error" showIcon role="alert" title="Some fields need attention." />
      )}
      <Card title="Products" className="bundle-edit-card">
        <ProductPicker />
      </Card>
      <Card title="Details" className="bundle-edit-card">
        <DetailsFields />
      </Card>
      <Space>
        <Button onClick={() => void navigate(bundlePaths.summary(bundle.id))}>Cancel</Button>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save
        </LoadingButton>
      </Space>
    </Form>
  );
}
