import type { OrderRecord, ProductRecord } from '@simulator/db/schema';

/** Outbound statuses whose lines may hold stock: placed and not yet dispatched or cancelled. */
const HOLDING: readonly OrderRecord['status'][] = ['pending', 'amending', 'in_progress', 'packed'];

/**
 * The stock invariant, for every product and every warehouse it is stored in: available = on
 * hand − what open outbound orders hold there, never negative, never above on hand; the
 * product's figures are its warehouses' sums; and no order that cannot hold (a draft, No Stock,
 * shipped, cancelled, an inbound order) holds anything. Answers what breaks it, [] when nothing.
 */
export function stockInvariantProblems(data: {
  products: readonly ProductRecord[];
  orders: readonly OrderRecord[];
}): string[] {
  const problems: string[] = [];
  const held = new Map<string, number>();
  for (const order of data.orders)
    for (const line of order.lines) {
      if (line.on_hold < 0) problems.push(`${order.reference} holds ${line.on_hold}`);
      if (line.on_hold === 0) continue;
      if (order.type !== 'outbound' || !HOLDING.includes(order.status))
        problems.push(`${order.reference} (${order.type} ${order.status}) holds ${line.on_hold}`);
      const key = `${line.product_id}:${order.warehouse_id}`;
      held.set(key, (held.get(key) ?? 0) + line.on_hold);
    }
  for (const product of data.products) {
    let stock = 0;
    let available = 0;
    for (const row of product.warehouse_stocks) {
      const key = `${product.id}:${row.warehouse_id}`;
      const expected = row.stock - (held.get(key) ?? 0);
      held.delete(key);
      if (row.available !== expected || row.available < 0 || row.available > row.stock)
        problems.push(
          `${product.sku} in warehouse ${row.warehouse_id}: on hand ${row.stock}, available ${row.available}, held ${row.stock - expected}`,
        );
      stock += row.stock;
      available += row.available;
    }
    if (product.stock !== stock || product.available !== available)
      problems.push(`${product.sku}: totals ${product.stock}/${product.available}`);
  }
  // Held where the product has no stock row at all.
  for (const [key, n] of held) problems.push(`${key}: ${n} held without a stock row`);
  return problems;
}
