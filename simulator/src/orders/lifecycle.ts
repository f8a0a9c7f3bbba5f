import { canMove, moveRefusal, type OrderStatus } from '@/domain/orders/status';
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

/** Throws (with the table's refusal) on a move ORDER_TRANSITIONS does not hold. */
function assertMove(order: OrderRecord, to: OrderStatus): void {
  if (!canMove(order.type, order.status, to))
    throw new Error(moveRefusal(order.type, order.status, to));
}

/**
 * Moving an order through the state machine (ORDER_TRANSITIONS in domain/orders/status.ts, the
 * table the portal reads too) with what each move does: the status history, the stock
 * (stock.ts) and the dates. Every status change of the simulator goes through here or
 * settleAfterEdit, both checked against the table. Endpoints check first and answer the
 * refusal (422); a move the table forbids throws, so a bug cannot slip one through.
 */
export function moveOrder(w: StockWriter, order: OrderRecord, to: OrderStatus): void {
  assertMove(order, to);
  if (order.type === 'outbound') {
    if (to === 'cancelled') releaseStock(w, order, 'cancelled');
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
  // Lines or a warehouse that changed were let go of before the change (orderEdits.ts), so what
  // is still held here belongs to this order as it stands: hold the rest, or let go of it all.
  const next: OrderStatus = canHoldAll(w.store, order) ? 'pending' : 'no_stock';
  if (order.status !== next) assertMove(order, next);
  if (next === 'pending') holdStock(w, order);
  else releaseStock(w, order);
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
