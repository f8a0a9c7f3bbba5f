import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Movement } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { detailTabPage } from '@/components/page/RecordDetail';
import { ServerTable } from '@/components/page/ServerTable';
import { useListBundleMovementsQuery } from '../api';
import { BUNDLE_DETAIL } from './bundleDetail';
import { formatDateTime } from '@/domain/format';

/** Page and page size in the URL; the portal's default page size. */
const MOVEMENT_LIST: ListParamsConfig = {};

const columns: ColumnsType<Movement> = [
  {
    title: 'Date',
    dataIndex: 'created_at',
    render: (at: string) => formatDateTime(at),
  },
  { title: 'Type', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
  {
    title: 'Quantity',
    dataIndex: 'quantity',
    align: 'right',
    render: (q: number) => (q > 0 ? `+${q}` : String(q)),
  },
  { title: 'Balance', dataIndex: 'balance', align: 'right' },
  { title: 'Warehouse', dataIndex: 'warehouse_name' },
  { title: 'Reference', dataIndex: 'reference' },
  { title: 'Note', dataIndex: 'note' },
];

/** The bundle's movements, newest first, paged by the server. */
export const BundleMovementPage = detailTabPage(BUNDLE_DETAIL, 'movement', (bundle) => (
  <Movements bundleId={bundle.id} />
));

function Movements({ bundleId }: { bundleId: number }) {
  const list = useListParams(MOVEMENT_LIST);
  const movements = useListBundleMovementsQuery({ id: bundleId, ...list.request });

  return (
    <Card title="Movement">
      <ServerTable
        list={list}
        query={movements}
        noun="movements"
        totalText={(total) => `${total} movements`}
        size="small"
        columns={columns}
      />
    </Card>
  );
}
