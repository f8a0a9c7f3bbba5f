import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { Country, OrderDirection, OrderListItem, ShippingMethod } from '@/domain/contract';
import { SUB_TYPE_LABEL } from '@/domain/orders/status';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { orderPaths } from '../paths';
import { formatDateTime } from '@/domain/format';

/** Shown for a value the order does not have yet (no tracking number before dispatch). */
export const NONE = '—';

export interface ColumnContext {
  /** One direction; left out, each row's own (the drafts list holds both). */
  direction?: OrderDirection;
  countries: readonly Country[];
  methods: readonly ShippingMethod[];
  /** The returns list shows the order each return came back from. */
  originalOrder?: boolean;
}

const partnerTitle = (direction?: OrderDirection) =>
  direction === 'inbound'
    ? 'Supplier'
    : direction === 'outbound'
      ? 'Customer'
      : 'Customer or supplier';

/** The columns of an order list; sortable ones are the server's ORDER_SORTS. */
export function orderColumns({
  direction,
  countries,
  methods,
  originalOrder,
}: ColumnContext): ColumnsType<OrderListItem> {
  const countryName = (iso2: string) =>
    countries.find((c) => c.iso2.toUpperCase() === iso2.toUpperCase())?.text ?? iso2;
  const methodLabel = (code: string | null) =>
    code ? (methods.find((m) => m.code === code)?.label ?? code) : NONE;
  return [
    {
      title: 'Reference',
      key: 'reference',
      dataIndex: 'reference',
      sorter: true,
      render: (reference: string, order) => (
        <Link to={orderPaths.summary(order.type, order.id)}>{reference}</Link>
      ),
    },
    ...(direction
      ? []
      : [
          {
            title: 'Direction',
            dataIndex: 'type',
            render: (type: OrderDirection) => (type === 'inbound' ? 'Inbound' : 'Outbound'),
          },
        ]),
    {
      title: partnerTitle(direction),
      key: 'customer_name',
      dataIndex: 'customer_name',
      sorter: true,
    },
    {
      title: 'Status',
      key: 'status',
      dataIndex: 'status',
      sorter: true,
      render: (status: OrderListItem['status']) => <OrderStatusBadge status={status} />,
    },
    ...(originalOrder
      ? [
          {
            title: 'Original order',
            dataIndex: 'original_order',
            render: (original: OrderListItem['original_order']) =>
              original ? (
                <Link to={orderPaths.summary('outbound', original.id)}>{original.reference}</Link>
              ) : (
                NONE
              ),
          },
        ]
      : [
          {
            title: 'Order type',
            dataIndex: 'sub_type',
            render: (subType: OrderListItem['sub_type']) => SUB_TYPE_LABEL[subType] ?? subType,
          },
        ]),
    {
      title: 'Warehouse',
      dataIndex: 'warehouse',
      render: (warehouse: OrderListItem['warehouse']) => warehouse?.name ?? NONE,
    },
    { title: 'Country', dataIndex: 'country_iso2', render: countryName },
    {
      title: 'Shipping',
      key: 'shipping',
      render: (_: unknown, order) => (
        <>
          {methodLabel(order.shipping_method)}
          {order.carrier && <div className="order-list-sub">{order.carrier}</div>}
        </>
      ),
    },
    {
      title: 'Tracking number',
      dataIndex: 'tracking_number',
      render: (tracking: string | null) => tracking || NONE,
    },
    { title: 'Items', key: 'items', dataIndex: 'items', sorter: true, align: 'right' },
    {
      title: 'Created',
      key: 'created_at',
      dataIndex: 'created_at',
      sorter: true,
      render: formatDateTime,
    },
  ];
}
