import { Alert, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { BundleDetail } from '@/api/contract';
import { DetailLayout } from '@/components/page/DetailLayout';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useRouteId } from '@/core/routing/routeParams';
import { useGetBundleQuery } from '../api';
import { bundlePaths, bundleTabs, type BundleTab } from '../paths';
import { ArchiveBundleButton } from './ArchiveBundleButton';
import '../bundles.css';

export type { BundleTab } from '../paths';

/**
 * The frame of a bundle's detail pages: title, SKU, state, the actions Edit and Archive, and the
 * Summary / Movement tabs (each its own route).
 */
export function BundleDetailLayout({
  tab,
  children,
}: {
  tab: BundleTab;
  children: (bundle: BundleDetail) => ReactNode;
}) {
  const id = useRouteId();
  const query = useGetBundleQuery(id ?? 0, { skip: id === null });
  if (id === null) return <Alert type="error" showIcon title="This is not a bundle address." />;

  return (
    <QueryBoundary query={query} noun="bundle" skeletonRows={8}>
      {(bundle) => (
        <DetailLayout
          id={bundle.id}
          title={bundle.title}
          noun="bundle"
          archived={bundle.archived}
          meta={
            <>
              <Typography.Text type="secondary">SKU {bundle.sku}</Typography.Text>
              <Tag color="purple">Bundle</Tag>
            </>
          }
          editPath={bundlePaths.edit(bundle.id)}
          recordActions={<ArchiveBundleButton bundle={bundle} />}
          tabs={bundleTabs}
          current={tab}
        >
          {children(bundle)}
        </DetailLayout>
      )}
    </QueryBoundary>
  );
}
