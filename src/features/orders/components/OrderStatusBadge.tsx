import { Tag } from 'antd';
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUS_TONE,
  type OrderStatus,
  type StatusTone,
} from '@/lib/orders/status';

/**
 * antd Tag colours of the three tones (pending orange, success green, inactive grey). The tag
 * text is the status label, so colour is never the only signal; antd's preset tag colours keep
 * AA contrast on their light backgrounds.
 */
const TAG_COLOUR: Record<StatusTone, string> = {
  pending: 'orange',
  success: 'green',
  inactive: 'default',
};

/** An order's status as a coloured badge: 'No Stock' orange, 'Delivered' green, 'Cancelled' grey. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = ORDER_STATUS_TONE[status];
  return (
    <Tag color={TAG_COLOUR[tone]} data-tone={tone}>
      {ORDER_STATUS_LABEL[status]}
    </Tag>
  );
}
