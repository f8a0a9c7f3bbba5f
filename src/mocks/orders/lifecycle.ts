import { canMove, type OrderStatus } from '@/lib/orders/status';
import type { OrderRecord } from '../db/schema';
import { shippingMethod, trackingNumber } from './shipping';
import {
  canHoldAll,
  dispatchStock,
  holdStock,
  receiveStock,
  releaseStock,
  type StockWriter,
} from './stock';

/**
 * Moving an order through the state machine (lib/orders/status.ts) with what each move does:
 * the status history, the stock (stock.ts) and the dates. Callers check `canMove` first and
 * answer the refusal; `moveOrder` refuses nothing itself but throws on a move the machine
 * forbids, so a bug cannot slip one through.
 */
export function moveOrder(w: StockWriter, order: OrderRecord, to: OrderStatus): void {
  if (!canMove(order.type, order.status, to))
    throw new Error(`Order ${order.reference}: ${order.status} → ${to} is not a move`);
  if (order.type === 'outbound') {
    if (to === 'cancelled') releaseStock(w, order);
    // Packed: every line was picked and counted into its parcels.
    if (to === 'packed') for (const line of order.lines) line.counted = line.quantity;
    if (to === 'shipped') {
      dispatchStock(w, order);
      order.processed_at = w.at;
      if (!order.tracking_id) {
        const method = shippingMethod(order.shipping_method);
        order.tracking_id = trackingNumber(method?.tracking_prefix ?? 'TRK', order.id);
      }
    }
  } else {
    if (to === 'received') {
      receiveStock(w, order);
      order.processed_at = w.at;
    }
  }
  order.status = to;
  order.status_history.push({ status: to, at: w.at });
  w.store.orders.markChanged(order);
}

/**
 * After a change of lines or shipping while the order may still be changed: an outbound order
 * lets go of what it held and holds again where it now ships from — pending when every line can
 * be held, no_stock otherwise; an amending inbound order goes back to pending. A draft stays a
 * draft. The amend is over once the change is saved.
 */
export function settleAfterEdit(w: StockWriter, order: OrderRecord): void {
  if (order.status === 'draft') return;
  if (order.type === 'inbound') {
    if (order.status === 'amending') moveOrder(w, order, 'pending');
    return;
  }
  releaseStock(w, order);
  const next: OrderStatus = canHoldAll(w.store, order) ? 'pending' : 'no_stock';
  if (next === 'pending') holdStock(w, order);
  if (order.status !== next) {
    order.status = next;
    order.status_history.push({ status: next, at: w.at });
  }
  w.store.orders.markChanged(order);
}

/** The status a new outbound order starts in, holding its stock when it can. */
export function placeOutbound(w: StockWriter, order: OrderRecord): void {
  const status: OrderStatus = canHoldAll(w.store, order) ? 'pending' : 'no_stock';
  if (status === 'pending') holdStock(w, order);
  order.status = status;
  order.status_history = [{ status, at: w.at }];
  w.store.orders.markChanged(order);
}
