import { HttpResponse } from 'msw';
import { canMove, ORDER_STATUS_LABEL, type OrderStatus } from '@/domain/orders/status';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import type { WarehouseOrderRequest, WarehouseOrderResponse } from '../handlers/simulator';
import type { Simulator } from '../server-rules/pipeline';
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

/**
 * The answer of POST __simulator/receive-inbound (`type` inbound) and advance-order (outbound):
 * the order named by `booking_id`, else the next one of `organisation_uid`; 404 without one, 422
 * when the warehouse refuses, else the store is flushed and the order's new status returned.
 * Here, not in handlers/simulator.ts, so the simulator's first load does not carry it.
 */
export async function answerWarehouseOrder(
  sim: Simulator,
  input: WarehouseOrderRequest,
  type: 'inbound' | 'outbound',
): Promise<Response> {
  const { store } = sim;
  const act = type === 'inbound' ? receiveInbound : advanceOutbound;
  const organisation = input.organisation_uid
    ? store.organisations.find((o) => o.uid === input.organisation_uid)
    : undefined;
  const order =
    input.booking_id !== undefined && input.booking_id !== null
      ? store.orders.get(Number(input.booking_id))
      : organisation
        ? nextOrder(store, organisation.id, type)
        : undefined;
  if (!order) return HttpResponse.json({ error: WAREHOUSE_MESSAGES.noOrder }, { status: 404 });
  const w: StockWriter = { store, actor: WAREHOUSE_ACTOR, at: new Date(sim.now()).toISOString() };
  const refusal = act(w, order);
  if (refusal) return HttpResponse.json({ error: refusal }, { status: 422 });
  await store.flush();
  return HttpResponse.json({
    data: { booking_id: order.id, reference: order.reference, status: order.status },
  } satisfies WarehouseOrderResponse);
}
