import dayjs from 'dayjs';
import type { SimulatorStore } from '@/mocks/db/store';

type PartnerKind = 'supplier' | 'customer';

/**
 * What a partner's Products tab must list, worked out from the simulator's orders: the products
 * of the partner's orders (inbound from a supplier, outbound to a customer) that were placed and
 * not cancelled, with the items summed, the orders counted and the latest order's day; most items
 * first, then by SKU. Each row as the table shows it: SKU, title, quantity, orders, last ordered.
 */
export function expectedPartnerProducts(
  store: SimulatorStore,
  kind: PartnerKind,
  partner: { id: number; organisation_id: number },
): string[][] {
  const orders = store.orders.filter(
    (o) =>
      o.organisation_id === partner.organisation_id &&
      o.status !== 'draft' &&
      o.status !== 'cancelled' &&
      (kind === 'supplier'
        ? o.type === 'inbound' && o.supplier_id === partner.id
        : o.type === 'outbound' && o.customer_id === partner.id),
  );
  const rows = new Map<number, { quantity: number; orders: Set<number>; last: string }>();
  for (const order of orders)
    for (const line of order.lines) {
      const row = rows.get(line.product_id) ?? { quantity: 0, orders: new Set(), last: '' };
      row.quantity += line.quantity;
      row.orders.add(order.id);
      if (order.created_at > row.last) row.last = order.created_at;
      rows.set(line.product_id, row);
    }
  return [...rows.entries()]
    .map(([productId, row]) => {
      const product = store.products.get(productId)!;
      return { sku: product.sku, title: product.title, ...row };
    })
    .sort((a, b) => b.quantity - a.quantity || a.sku.localeCompare(b.sku))
    .map((r) => [
      r.sku,
      r.title,
      String(r.quantity),
      String(r.orders.size),
      dayjs(r.last).format('D MMM YYYY'),
    ]);
}

/** The partner of the organisation whose Products tab fits one page and has several rows. */
export function partnerWithAPageOfProducts<P extends { id: number; organisation_id: number }>(
  store: SimulatorStore,
  kind: PartnerKind,
  partners: P[],
): { partner: P; rows: string[][] } {
  const found = partners
    .map((partner) => ({ partner, rows: expectedPartnerProducts(store, kind, partner) }))
    .find(({ rows }) => rows.length >= 3 && rows.length <= 10);
  if (!found) throw new Error(`no ${kind} with 3 to 10 products in the seed`);
  return found;
}
