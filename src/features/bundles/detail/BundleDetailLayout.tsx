import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { BundleDetail } from '@/api/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { Restricted } from '@/components/Restricted';
import { useGetBundleQuery } from '../api';
import { bundlePaths } from '../paths';
import { ArchiveBundleButton } from './ArchiveBundleButton';
import '../bundles.css';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export type BundleTab = 'summary' | 'movement';

/** The bundle id of the current route (/space/bundles/:id/...). */
export function useBundleId(): number {
  return Number(useParams().id);
}

/**
 * The frame of a bundle's detail pages: title, SKU, state, the Summary / Movement tabs (each its
 * own route) and the actions Edit and Archive.
 */
export function BundleDetailLayout({
  tab,
  children,
}: {
  tab: BundleTab;
  children: (bundle: BundleDetail) => ReactNode;
}) {
  const id = useBundleId();
  const navigate = useNavigate();
  const bundle = useGetBundleQuery(id, { skip: !Number.isInteger(id) });
  useBreadcrumbName(id, bundle.data?.title);

  if (bundle.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!bundle.data)
    return (
      <LoadErrorAlert
        title={bundle.error?.message ?? 'This bundle could not be loaded.'}
        onRetry={() => void bundle.refetch()}
      />
    );
  const data = bundle.data;

  return (
    <section aria-labelledby="bundle-title" className="bundle-page">
      <div className="bundle-header">
        <div>
          <Typography.Title level={1} id="bundle-title">
            {data.title}
          </Typography.Title>
          <Space wrap>
            <Typography.Text type="secondary">SKU {data.sku}</Typography.Text>
            <Tag color="purple">Bundle</Tag>
            {data.archived && <Tag color="default">Archived</Tag>}
          </Space>
        </div>
        <Space wrap>
          <Restricted rule={{ permission: 'edit' }}>
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={data.archived}
              onClick={() => void navigate(bundlePaths.edit(id))}
            >
              Edit
            </Button>
          </Restricted>
          <ArchiveBundleButton bundle={data} />
        </Space>
      </div>
      {data.archived && (
        <Alert
          type="info"
          showIcon
          title="This bundle is archived. It is kept for your records and can no longer be changed."
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          void navigate(key === 'movement' ? bundlePaths.movement(id) : bundlePaths.summary(id))
        }
        items={[
          { key: 'summary', label: 'Summary' },
          { key: 'movement', label: 'Movement' },
        ]}
      />
      {children(data)}
    </section>
  );
}
