import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { Movement } from '@/api/contract';
import { useListParams } from '@/components/hooks/useListParams';
import type { ListParamsConfig } from '@/lib/listParams';
import { useListBundleMovementsQuery } from '../api';
import { EMPTY_LIST_TEXT } from '../form/emptyText';
import { BundleDetailLayout, useBundleId } from './BundleDetailLayout';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

export const MOVEMENT_PAGE_SIZES = [10, 20, 50] as const;

const MOVEMENT_LIST: ListParamsConfig = { pageSizes: MOVEMENT_PAGE_SIZES, defaultPageSize: 20 };

const columns: ColumnsType<Movement> = [
  {
    title: 'Date',
    dataIndex: 'created_at',
    render: (at: string) => dayjs(at).format('D MMM YYYY, HH:mm'),
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

/** /space/bundles/{id}/movement: the bundle's movements, page and page size in the URL. */
export function BundleMovementPage() {
  return <BundleDetailLayout tab="movement">{() => <Movements />}</BundleDetailLayout>;
}

function Movements() {
  const id = useBundleId();
  const [{ page, perPage }, update] = useListParams(MOVEMENT_LIST);
  const movements = useListBundleMovementsQuery({ id, page, per_page: perPage });

  return (
    <Card title="Movement">
      {movements.isError && (
        <LoadErrorAlert title={movements.error.message} onRetry={() => void movements.refetch()} />
      )}
      <Table<Movement>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={movements.data?.data ?? []}
        loading={movements.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: movements.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: MOVEMENT_PAGE_SIZES.map(String),
          showTotal: (total) => `${total} movements`,
          onChange: (next, size) => update({ page: next, perPage: size }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
