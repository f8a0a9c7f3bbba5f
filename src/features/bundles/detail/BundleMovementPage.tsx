import { Card } from 'antd';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { detailTabPage } from '@/components/page/RecordDetail';
import { ServerTable } from '@/components/page/ServerTable';
import { useListBundleMovementsQuery } from '../api';
import { BUNDLE_DETAIL } from './bundleDetail';
import { movementColumns } from '@/features/products';

/** Page and page size in the URL; the portal's default page size. */
const MOVEMENT_LIST: ListParamsConfig = {};

/** The bundle's movements, newest first, paged by the server, in the product movement table's columns. */
export const BundleMovementPage = detailTabPage(BUNDLE_DETAIL, 'movement', (bundle) => (
  <Movements bundleId={bundle.id} />
));

function Movements({ bundleId }: { bundleId: number }) {
  const list = useListParams(MOVEMENT_LIST);
  const movements = useListBundleMovementsQuery({ id: bundleId, ...list.request });

  return (
    <Card title={<h2 className="card-heading">Movement</h2>}>
      <ServerTable
        list={list}
        query={movements}
        noun="movements"
        size="small"
        columns={movementColumns}
      />
    </Card>
  );
}
