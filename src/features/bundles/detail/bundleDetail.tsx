import { Tag, Typography } from 'antd';
import type { BundleDetail } from '@/domain/contract';
import type { RecordDetail } from '@/components/page/RecordDetail';
import { useGetBundleQuery } from '../api';
import { bundlePaths, bundleTabs, type BundleTab } from '../paths';
import { ArchiveBundleButton } from './ArchiveBundleButton';
import '../bundles.css';

/** The bundle detail pages: title, SKU, state, Edit and Archive, and the Summary / Movement tabs. */
export const BUNDLE_DETAIL: RecordDetail<BundleDetail, BundleTab> = {
  noun: 'bundle',
  useRecord: useGetBundleQuery,
  tabs: bundleTabs,
  editPath: bundlePaths.edit,
  meta: (bundle) => (
    <>
      <Typography.Text type="secondary">SKU {bundle.sku}</Typography.Text>
      <Tag color="purple">Bundle</Tag>
    </>
  ),
  recordActions: (bundle) => <ArchiveBundleButton bundle={bundle} />,
};
