import { Alert, Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { mayBulkEdit } from '@/domain/catalogue/bulkEdit';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import { StatusPage } from '@/components/StatusPage';
import { PageHeading } from '@/components/page/PageSection';
import { useAppSelector } from '@/core/hooks';
import { useGetProductFormOptionsQuery } from '../api';
import { productPaths } from '../paths';
import { readBulkSelection } from './bulkSelection';
import { BulkSheet } from './BulkSheet';
import { useBulkProducts } from './useBulkProducts';
import './bulkEdit.css';

/**
 * Edit in bulk: the products selected in the list (kept in this tab's sessionStorage, so a
 * reload keeps them), for a role that may edit and sees the costs.
 */
export function BulkEditPage() {
  const user = useAppSelector((s) => s.session.user);
  const organisation = user?.x_organisation_uid ?? '';
  const [ids] = useState(() => readBulkSelection(organisation));
  const navigate = useNavigate();
  const backToList = (
    <Button type="primary" onClick={() => void navigate(productPaths.list)}>
      Back to products
    </Button>
  );

  if (!user || !mayBulkEdit(user))
    return (
      <StatusPage
        status="403"
        title="Edit in bulk is not available"
        subTitle={ACCESS_RESTRICTED_TOOLTIP}
        extra={backToList}
      />
    );
  if (ids.length === 0)
    return (
      <StatusPage
        status="info"
        title="No products selected"
        subTitle="Select products in the list, then choose Edit in bulk."
        extra={backToList}
      />
    );
  return (
    <section aria-labelledby="bulk-title">
      <PageHeading id="bulk-title" title="Edit Products in Bulk" />
      <BulkLoader ids={ids} backToList={backToList} />
    </section>
  );
}

function BulkLoader({ ids, backToList }: { ids: number[]; backToList: ReactNode }) {
  const load = useBulkProducts(ids);
  const options = useGetProductFormOptionsQuery();

  if (load.state === 'failed' || (options.isError && !options.data))
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="The selected products could not be loaded. Check your connection and try again; your selection is kept."
        action={
          <Button
            onClick={() => {
              if (load.state === 'failed') load.retry();
              if (options.isError) void options.refetch();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  if (load.state === 'loading' || !options.data)
    return (
      <div role="status" aria-label="Loading the selected products">
        <Skeleton active />
      </div>
    );
  if (load.rows.length === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title="None of the selected products can be edited: they no longer exist or are archived. Select products in the list again."
        action={backToList}
      />
    );
  return (
    <>
      {load.missing > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${load.missing} of the selected products no longer exist or are archived; they are left out.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <BulkSheet initialRows={load.rows} categories={options.data.categories} />
    </>
  );
}
