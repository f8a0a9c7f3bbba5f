import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import type { Movement } from '@/api/contract';
import { useListBundleMovementsQuery } from '../api';
import { EMPTY_LIST_TEXT } from '../form/emptyText';
import { BundleDetailLayout, useBundleId } from './BundleDetailLayout';

export const MOVEMENT_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

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

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** /space/bundles/{id}/movement: the bundle's movements, page and page size in the URL. */
export function BundleMovementPage() {
  return <BundleDetailLayout tab="movement">{() => <Movements />}</BundleDetailLayout>;
}

function Movements() {
  const id = useBundleId();
  const [search, setSearch] = useSearchParams();
  const page = positiveInt(search.get('page'), 1);
  const requested = positiveInt(search.get('per_page'), DEFAULT_PAGE_SIZE);
  const perPage = (MOVEMENT_PAGE_SIZES as readonly number[]).includes(requested)
    ? requested
    : DEFAULT_PAGE_SIZE;
  const movements = useListBundleMovementsQuery({ id, page, per_page: perPage });

  return (
    <Card title="Movement">
      {movements.isError && (
        <Alert
          type="error"
          showIcon
          title={movements.error.message}
          action={<Button onClick={() => void movements.refetch()}>Try again</Button>}
        />
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
          onChange: (next, size) => {
            const params: Record<string, string> = {};
            const nextPage = size !== perPage ? 1 : next;
            if (nextPage > 1) params.page = String(nextPage);
            if (size !== DEFAULT_PAGE_SIZE) params.per_page = String(size);
            setSearch(params);
          },
        }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
