import { RecordActivity } from '@/components/activity/RecordActivity';
import { orderTabPage } from './orderDetail';

/** /orders/<direction>/{id}/activity: who changed this order, when, and what (owners, admins). */
export const OrderActivityPage = orderTabPage('activity', ({ order }) => (
  <RecordActivity kind="order" id={order.id} />
));
