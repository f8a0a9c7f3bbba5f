import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { BundleOrder } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ServerTable } from '@/components/page/ServerTable';
import { orderPaths } from '@/features/orders/paths';
import { useListBundleOrdersQuery } from '../api';
import { formatDate } from '@/domain/format';

/** A short list under the summary: ten orders a page; page and page size in the URL. */
const ORDER_LIST: ListParamsConfig = { defaultPageSize: 10 };

const columns: ColumnsType<BundleOrder> = [
  {
    title: 'Reference',
    dataIndex: 'reference',
    render: (reference: string, order) => (
      <Link to={orderPaths.summary(order.type, order.id)}>{reference}</Link>
    ),
  },
  { title: 'Type', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Customer', dataIndex: 'customer_name' },
  { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
  {
    title: 'Created',
    dataIndex: 'created_at',
    render: (at: string) => formatDate(at),
  },
];

/** The orders that carry this bundle, a page at a time from the server. */
export function BundleOrdersTable({ id }: { id: number }) {
  const list = useListParams(ORDER_LIST);
  const orders = useListBundleOrdersQuery({ id, ...list.request });
  return (
    <Card title="Orders">
      <ServerTable list={list} query={orders} noun="orders" size="small" columns={columns} />
    </Card>
  );
}
