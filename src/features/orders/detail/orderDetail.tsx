import { Alert, Typography } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@/domain/contract';
import { RecordDetailLayout, type RecordDetail } from '@/components/page/RecordDetail';
import { SUB_TYPE_LABEL } from '@/domain/orders/status';
import { useGetOrderQuery } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { orderPaths, type OrderDirection } from '../paths';
import { OrderActions, OrderRecordActions } from './OrderActions';
import { orderTabs, type OrderTab } from './tabs';
import './orderDetail.css';

/** An order as the detail frame reads it: its reference is the title; orders are never archived. */
export type OrderRecord = OrderDetail & { title: string; archived: false };

/** The cached order query, named for the frame: the tabs share its one request. */
function useOrderRecord(id: number, options: { skip: boolean }) {
  const query = useGetOrderQuery(id, options);
  const data = useMemo<OrderRecord | undefined>(
    () => query.data && { ...query.data, title: query.data.reference, archived: false },
    [query.data],
  );
  return { ...query, data };
}

const DIRECTION_WORD: Record<OrderDirection, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
};

function detailOf(direction: OrderDirection): RecordDetail<OrderRecord, OrderTab> {
  return {
    noun: 'order',
    useRecord: useOrderRecord,
    tabs: orderTabs[direction],
    meta: (order) => (
      <>
        <OrderStatusBadge status={order.status} />
        <Typography.Text type="secondary">
          {DIRECTION_WORD[order.type]} · {SUB_TYPE_LABEL[order.sub_type]}
        </Typography.Text>
      </>
    ),
    actions: (order) => <OrderActions order={order} />,
    recordActions: (order) => <OrderRecordActions order={order} />,
  };
}

const DETAILS: Record<OrderDirection, RecordDetail<OrderRecord, OrderTab>> = {
  outbound: detailOf('outbound'),
  inbound: detailOf('inbound'),
};

/**
 * An order's detail frame: the reference (heading and breadcrumb), status and type, the header
 * actions (Print packaging list, Amend, Cancel) and the tabs of its direction. An address of the
 * other direction (an inbound order under /orders/outbound) points to the right one instead of
 * showing the order under tabs it does not have.
 */
export function OrderDetailLayout({
  direction,
  tab,
  children,
}: {
  direction: OrderDirection;
  tab: OrderTab;
  children: (order: OrderRecord) => ReactNode;
}) {
  return (
    <RecordDetailLayout detail={DETAILS[direction]} tab={tab}>
      {(order) =>
        order.type === direction ? (
          <>
            {order.status === 'cancelled' && <CancelledNote order={order} />}
            {children(order)}
          </>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={`This is an ${order.type} order.`}
            description={
              <Link to={orderPaths.summary(order.type, order.id)}>
                Open it with the {order.type} orders
              </Link>
            }
          />
        )
      }
    </RecordDetailLayout>
  );
}

function CancelledNote({ order }: { order: OrderRecord }) {
  return (
    <Alert
      className="order-cancelled"
      type="info"
      showIcon
      title="This order was cancelled. Cancelling is irreversible: it can no longer be changed."
      description={order.reason ? `Reason: ${order.reason}` : undefined}
    />
  );
}

/**
 * The page of one order tab (or its edit address), told its direction by the route: the order's
 * frame around what `Tab` shows of the loaded order.
 */
export function orderTabPage(tab: OrderTab, Tab: ComponentType<{ order: OrderRecord }>) {
  function OrderTabPage({ direction }: { direction: OrderDirection }) {
    return (
      <OrderDetailLayout direction={direction} tab={tab}>
        {(order) => <Tab order={order} />}
      </OrderDetailLayout>
    );
  }
  return OrderTabPage;
}
