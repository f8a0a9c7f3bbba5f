import { StatusTag } from '@/components/StatusTag';
import { ORDER_STATUS_LABEL, ORDER_STATUS_TONE, type OrderStatus } from '@/domain/orders/status';

/** An order's status as a coloured badge: 'No Stock' orange, 'Delivered' green, 'Cancelled' grey. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusTag tone={ORDER_STATUS_TONE[status]}>{ORDER_STATUS_LABEL[status]}</StatusTag>;
}
