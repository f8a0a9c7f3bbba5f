import type { DbSnapshot, OrderRecord, ProductRecord } from '../db/schema';
import { refreshStockFields } from '../catalogue/stock';
import { HOLDING_STATUSES } from './orderDetails';

/**
 * The seeded open outbound orders hold what they show, and the warehouses set exactly that
 * aside: for every product and warehouse, available = on hand − what the open orders there hold
 * (the invariant the simulator keeps from then on, orders/stock.ts).
 *
 * The catalogue's stock was drawn before the orders, so some warehouses cannot cover every order
 * that waits there. What there is goes first to the orders furthest along (packed, then being
 * picked, then amending, then waiting: the warehouse has the first ones' items in hand already),
 * and within a stage to the oldest order; a line that finds too little holds what is left (the
 * order shows that figure, and its dispatch ships what it holds plus whatever is free by then).
 * On hand and the stock history stay as drawn: only available and the lines' holds change.
 * Plain arithmetic, no faker: every other record stays as it was.
 */
export function setAsideOrderHolds(snapshot: Pick<DbSnapshot, 'orders' | 'products'>): void {
  const products = new Map(snapshot.products.map((p) => [p.id, p]));
  const left = new Map<string, number>();
  const key = (productId: number, warehouseId: number) => `${productId}:${warehouseId}`;
  for (const product of snapshot.products)
    for (const row of product.warehouse_stocks)
      left.set(key(product.id, row.warehouse_id), row.stock);

  for (const order of snapshot.orders)
    if (!holds(order)) for (const line of order.lines) line.on_hold = 0;
  const holding = snapshot.orders.filter(holds).sort(firstServed);
  for (const order of holding)
    for (const line of order.lines) {
      const product = products.get(line.product_id);
      const wanted = line.quantity * itemsPerUnit(product, line.unit_type);
      const at = key(line.product_id, order.warehouse_id);
      const held = Math.min(wanted, left.get(at) ?? 0);
      line.on_hold = held;
      left.set(at, (left.get(at) ?? 0) - held);
    }

  for (const product of snapshot.products) {
    for (const row of product.warehouse_stocks)
      row.available = left.get(key(product.id, row.warehouse_id)) ?? row.stock;
    refreshStockFields(product);
  }
}

const holds = (order: OrderRecord) =>
  order.type === 'outbound' && HOLDING_STATUSES.includes(order.status);

/** Packed first, then in progress, amending, pending; the oldest first within each. */
const STAGE = ['packed', 'in_progress', 'amending', 'pending'];
const firstServed = (a: OrderRecord, b: OrderRecord) =>
  STAGE.indexOf(a.status) - STAGE.indexOf(b.status) ||
  a.created_at.localeCompare(b.created_at) ||
  a.id - b.id;

const itemsPerUnit = (product: ProductRecord | undefined, unit: string) =>
  product?.units.find((u) => u.unit === unit)?.items_per_unit ?? 1;
