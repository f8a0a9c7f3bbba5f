import dayjs from 'dayjs';
import type { SimulatorStore } from '@simulator/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInStore } from './renderApp';

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

/**
 * Opens a supplier's or a customer's Products tab, as the owner, on a partner with a page of
 * products, and checks every row shown against what the simulator holds (and the first row's link).
 */
export async function expectProductsTabAsStored(
  kind: 'supplier' | 'customer',
  simulator: () => SimulatorStore,
): Promise<void> {
  const store = await signedInStore('owner@demo.test');
  const orgId = store.getState().session.user!.x_organisation_uid;
  const organisation = simulator().organisations.find((o) => o.uid === orgId)!;
  const partners: readonly { id: number; organisation_id: number }[] =
    kind === 'supplier' ? simulator().suppliers.all() : simulator().customers.all();
  const { partner, rows } = partnerWithAPageOfProducts(
    simulator(),
    kind,
    partners.filter((p) => p.organisation_id === organisation.id),
  );
  renderApp(`/manage/${kind}s/${partner.id}/products`, store);
  const table = await screen.findByRole('table', { name: 'Products' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  const shown = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
  expect(shown).toEqual(rows);
  const first = within(table).getByRole('link', { name: rows[0]![0] });
  const product = simulator().products.find((p) => p.sku === rows[0]![0])!;
  expect(first.getAttribute('href')).toMatch(new RegExp(`/${product.id}/`));
}
