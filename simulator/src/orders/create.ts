import type { OrderRecord, OrganisationRecord, ProductRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { stableUid } from '../lib/hash';
import { appendComment } from '../support/comments';
import { placeOutbound } from './lifecycle';
import type { StockWriter } from './stock';
import { itemsPerUnit } from './views';
import { escapeHtml } from '@/lib/escapeHtml';

/** Inserting new orders: numbering, splitting across warehouses, the chat comment's thread. */

export type NewOrder = Omit<OrderRecord, 'id' | 'barcode'>;

export function insertOrder(store: SimulatorStore, order: NewOrder): OrderRecord {
  const row = store.orders.insert({ ...order, barcode: '' });
  row.barcode = `BK${String(row.id).padStart(8, '0')}`;
  return row;
}

/**
 * Which warehouse serves each line of a split order: the first, in the organisation's order
 * (active warehouse first, then the one chosen, then the rest by id), that has the line's items
 * available; the active warehouse when none has (the line waits there, No Stock).
 */
export function splitLines(
  store: SimulatorStore,
  organisation: OrganisationRecord,
  chosenWarehouseId: number,
  lines: OrderRecord['lines'],
): Map<number, OrderRecord['lines']> {
  const ids = store.warehouses
    .filter((w) => w.organisation_id === organisation.id)
    .map((w) => w.id)
    .sort((a, b) => a - b);
  const first = organisation.active_warehouse_id ?? chosenWarehouseId;
  const order = [first, chosenWarehouseId, ...ids].filter((id, i, all) => all.indexOf(id) === i);
  const groups = new Map<number, OrderRecord['lines']>();
  // What earlier lines already took from each warehouse, so two lines do not count the same stock.
  const taken = new Map<string, number>();
  for (const line of lines) {
    const product = store.products.get(line.product_id) as ProductRecord;
    const need = line.quantity * itemsPerUnit(product, line.unit_type);
    const free = (w: number) =>
      (product.warehouse_stocks.find((s) => s.warehouse_id === w)?.available ?? 0) -
      (taken.get(`${w}:${product.id}`) ?? 0);
    const at = order.find((w) => free(w) >= need) ?? first;
    taken.set(`${at}:${product.id}`, (taken.get(`${at}:${product.id}`) ?? 0) + need);
    groups.set(at, [...(groups.get(at) ?? []), line]);
  }
  return groups;
}

/** Creates outbound orders (several for a split, linked), each holding its stock if it can. */
export function createOutbound(w: StockWriter, orders: NewOrder[]): OrderRecord[] {
  const rows = orders.map((o) => insertOrder(w.store, o));
  for (const row of rows) {
    row.linked_ids = rows.filter((r) => r !== row).map((r) => r.id);
    placeOutbound(w, row);
  }
  return rows;
}

/** The order's chat comment opens its support thread (the warehouse reads it there). */
export function openOrderThread(
  store: SimulatorStore,
  order: OrderRecord,
  author: string,
  comment: string,
  now: number,
) {
  const at = new Date(now).toISOString();
  const ticket = store.tickets.insert({
    uid: stableUid('ticket', `${order.organisation_id}:${order.id}:${now}`),
    organisation_id: order.organisation_id,
    order_id: order.id,
    subject: `Order ${order.reference}`,
    status: 'open',
    unread: false,
    comments: [],
    created_at: at,
    updated_at: at,
  });
  appendComment(
    store,
    ticket,
    { author, from_support: false, body: escapeHtml(comment).replace(/\r?\n/g, '<br>') },
    now,
  );
  return ticket;
}
