import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BundleOrder } from '@/api/contract';
import { useListBundleOrdersQuery } from '../api';
import { EMPTY_LIST_TEXT } from '../form/emptyText';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

const PAGE_SIZE = 10;

const columns: ColumnsType<BundleOrder> = [
  {
    title: 'Reference',
    dataIndex: 'reference',
    render: (reference: string, order) => (
      <Link to={`/orders/${order.type}/${order.id}/summary`}>{reference}</Link>
    ),
  },
  { title: 'Type', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Customer', dataIndex: 'customer_name' },
  { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
  {
    title: 'Created',
    dataIndex: 'created_at',
    render: (at: string) => dayjs(at).format('D MMM YYYY'),
  },
];

/** The orders that carry this bundle (bundles/{id}/orders), a page at a time from the server. */
export function BundleOrdersTable({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const orders = useListBundleOrdersQuery({ id, page, per_page: perPage });
  return (
    <Card title="Orders">
      {orders.isError && (
        <LoadErrorAlert title={orders.error.message} onRetry={() => void orders.refetch()} />
      )}
      <Table<BundleOrder>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={orders.data?.data ?? []}
        loading={orders.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: orders.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '50'],
          onChange: (next, size) => {
            setPage(size !== perPage ? 1 : next);
            setPerPage(size);
          },
        }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
