import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { OrderListItem } from '@/domain/contract';
import { emptyTableLocale } from '@/components/page/emptyState';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetLinkedOrdersQuery } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { orderPaths } from '../paths';
import { formatCount } from '@/domain/format';
import { OrderDetailLayout, type OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';

/**
 * /orders/outbound/{id}/distributions: the orders a split made, one per warehouse, this one
 * among them. An order that was not split has only itself.
 */
export function DistributionsPage() {
  return (
    <OrderDetailLayout direction="outbound" tab="distributions">
      {(order) => <Distributions order={order} />}
    </OrderDetailLayout>
  );
}

function columnsFor(current: number): ColumnsType<OrderListItem> {
  return [
    {
      title: 'Reference',
      key: 'reference',
      render: (_, row) =>
        row.id === current ? (
          <>
            {row.reference} <Tag>This order</Tag>
          </>
        ) : (
          <Link to={orderPaths.summary('outbound', row.id)}>{row.reference}</Link>
        ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: OrderListItem['status']) => <OrderStatusBadge status={status} />,
    },
    {
      title: 'Warehouse',
      key: 'warehouse',
      render: (_, row) => `${row.warehouse.name} (${row.warehouse.code})`,
    },
    {
      title: 'Items',
      dataIndex: 'items',
      key: 'items',
      align: 'right',
      render: (n: number) => formatCount(n),
    },
    {
      title: 'Tracking number',
      dataIndex: 'tracking_number',
      key: 'tracking',
      render: (t: string | null) => t ?? '—',
    },
  ];
}

function Distributions({ order }: { order: OrderRecord }) {
  const linked = useGetLinkedOrdersQuery(order.id);
  return (
    <OrderTabSection order={order} part="distributions" title="Distributions">
      <p>
        {order.sub_type === 'split'
          ? 'This order was split across warehouses: each part ships from its own warehouse.'
          : 'This order was not split: it ships from one warehouse.'}
      </p>
      <QueryBoundary query={linked} noun="linked orders" skeletonRows={4}>
        {(rows) => (
          <Table<OrderListItem>
            rowKey="id"
            aria-label="Linked orders"
            columns={columnsFor(order.id)}
            dataSource={rows}
            pagination={false}
            locale={emptyTableLocale()}
            scroll={{ x: true }}
            size="middle"
          />
        )}
      </QueryBoundary>
    </OrderTabSection>
  );
}
