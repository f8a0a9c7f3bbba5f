import { canMove, ORDER_STATUS_LABEL, type OrderStatus } from '@/lib/orders/status';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { moveOrder } from './lifecycle';
import type { StockWriter } from './stock';

/**
 * What the warehouse does to orders on its own (the Simulator menu and tests): receive an
 * inbound order, and move an outbound order one step along its road.
 */
export const WAREHOUSE_ACTOR = 'Warehouse';

/** The outbound road, one step a call. */
const NEXT_OUTBOUND: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'in_progress',
  in_progress: 'packed',
  packed: 'shipped',
  shipped: 'delivered',
};
const RECEIVABLE: readonly OrderStatus[] = ['pending', 'shipped', 'in_progress'];

export const WAREHOUSE_MESSAGES = {
  noOrder: 'There is no order the warehouse can work on',
  notInbound: 'Only an inbound order can be received',
  notOutbound: 'Only an outbound order can be advanced',
  notReceivable: (o: OrderRecord) =>
    `${o.reference} is ${ORDER_STATUS_LABEL[o.status]}: the warehouse receives pending, shipped or arriving orders`,
  stuck: (o: OrderRecord) =>
    `${o.reference} is ${ORDER_STATUS_LABEL[o.status]}: the warehouse cannot move it on`,
} as const;

/** Orders the warehouse would pick up next: the oldest first. */
export function nextOrder(
  store: SimulatorStore,
  organisationId: number,
  type: OrderRecord['type'],
): OrderRecord | undefined {
  const ready = (o: OrderRecord) =>
    type === 'inbound' ? RECEIVABLE.includes(o.status) : o.status in NEXT_OUTBOUND;
  return store.orders
    .filter((o) => o.organisation_id === organisationId && o.type === type && ready(o))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)[0];
}

/** Receipt: arrived (in progress) if not yet, then received, counted = stored = ordered. */
export function receiveInbound(w: StockWriter, order: OrderRecord): string | null {
  if (order.type !== 'inbound') return WAREHOUSE_MESSAGES.notInbound;
  if (!RECEIVABLE.includes(order.status)) return WAREHOUSE_MESSAGES.notReceivable(order);
  if (order.status !== 'in_progress') moveOrder(w, order, 'in_progress');
  moveOrder(w, order, 'received');
  return null;
}

export function advanceOutbound(w: StockWriter, order: OrderRecord): string | null {
  if (order.type !== 'outbound') return WAREHOUSE_MESSAGES.notOutbound;
  const next = NEXT_OUTBOUND[order.status];
  if (!next || !canMove('outbound', order.status, next)) return WAREHOUSE_MESSAGES.stuck(order);
  moveOrder(w, order, next);
  return null;
}
