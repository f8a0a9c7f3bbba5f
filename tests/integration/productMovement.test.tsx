import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { movementMatches, movementsOf } from '@simulator/catalogue/movements';
import type { MovementRecord } from '@simulator/db/schema';
import { signedQuantity } from '@/features/products/movement/movementColumns';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

function ownerOrganisationId() {
  const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
  return simulator().memberships.find((m) => m.user_id === owner.id)!.organisation_id;
}

/** A product with more than two pages of movements, some of them stocktake corrections. */
function busyProduct() {
  const organisationId = ownerOrganisationId();
  const product = simulator().products.find((p) => {
    if (p.organisation_id !== organisationId || p.archived) return false;
    const rows = movementsOf(simulator(), { product_id: p.id });
    return rows.length > 45 && rows.some((m) => movementMatches(m, 'stocktake'));
  });
  if (!product) throw new Error('the seed has no product with that many movements');
  return { product, movements: movementsOf(simulator(), { product_id: product.id }) };
}

async function open(path: string) {
  const store = await signedInStore('owner@demo.test');
  return renderApp(path, store);
}

/** The table's data rows once the request for them has settled. */
async function rowsShowing(first: MovementRecord | undefined, count: number) {
  const table = await screen.findByRole('table', { name: 'Movements' });
  await waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(count);
    if (first)
      expect(rows[0]).toHaveTextContent(dayjs(first.created_at).format('D MMM YYYY, HH:mm'));
  });
  return within(table).getAllByRole('row').slice(1);
}

describe('the product movement tab', () => {
  it('shows the newest movements first, with signed quantities and balances', async () => {
    const { product, movements } = busyProduct();
    await open(`/space/products/${product.id}/movement`);

    const rows = await rowsShowing(movements[0], 20);
    const first = movements[0]!;
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[3]).toBe(signedQuantity(first.quantity));
    expect(cells[6]).toBe(first.reference);
    expect(cells[7]).toBe(first.note);
    expect(screen.getByText(`1–20 of ${movements.length} movements`)).toBeInTheDocument();
  });

  it('pages through the server, keeping page and page size in the URL across a reload', async () => {
    const { product, movements } = busyProduct();
    const first = await open(`/space/products/${product.id}/movement`);
    await rowsShowing(movements[0], 20);

    await first.user.click(screen.getByTitle('Next Page'));
    await rowsShowing(movements[20], 20);
    expect(first.router.state.location.search).toBe('?page=2');
    first.unmount();

    // A reload (or a shared link) shows the same view.
    const again = await open(`/space/products/${product.id}/movement?page=3&per_page=10`);
    await rowsShowing(movements[20], 10);
    expect(screen.getByText(`21–30 of ${movements.length} movements`)).toBeInTheDocument();
    await again.user.click(screen.getByTitle('Previous Page'));
    await rowsShowing(movements[10], 10);
    expect(again.router.state.location.search).toBe('?page=2&per_page=10');
  });

  it('searches as you type (back to page 1, the query in the URL) and says when nothing matches', async () => {
    const { product, movements } = busyProduct();
    const { user, router } = await open(`/space/products/${product.id}/movement?page=2`);
    await rowsShowing(movements[20], 20);

    const matching = movements.filter((m) => movementMatches(m, 'stocktake'));
    await user.type(screen.getByRole('searchbox', { name: 'Search movements' }), 'stocktake');
    const rows = await rowsShowing(matching[0], Math.min(20, matching.length));
    expect(router.state.location.search).toBe('?query=stocktake');
    for (const row of rows) expect(row).toHaveTextContent(/stocktake/i);

    await user.clear(screen.getByRole('searchbox', { name: 'Search movements' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search movements' }), 'no such thing');
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=no+such+thing');
  });
});

describe('the product history tab', () => {
  it('pages through who changed what, with the page in the URL', async () => {
    const { product } = busyProduct();
    simulator().history.remove((h) => h.product_id === product.id);
    // Twelve price changes by two people, a minute apart, newest last.
    for (let i = 1; i <= 12; i += 1)
      simulator().history.insert({
        organisation_id: product.organisation_id,
        product_id: product.id,
        bundle_id: null,
        created_at: new Date(Date.UTC(2025, 0, 1, 9, i)).toISOString(),
        actor: i % 2 ? 'Ada Admin' : 'Olivia Owner',
        action: 'updated',
        changes: [{ field: 'sales_value', from: i, to: i + 1 }],
      });
    const { user, router } = await open(`/space/products/${product.id}/history`);

    const list = await screen.findByRole('list', { name: 'Product history' });
    const entries = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
    await waitFor(() => expect(entries()).toHaveLength(10));
    expect(entries()[0]).toHaveTextContent('Olivia Owner updated the product');
    expect(entries()[0]).toHaveTextContent('Sales value: 12 → 13');

    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(entries()[1]).toHaveTextContent('Ada Admin updated the product');
    expect(entries()[1]).toHaveTextContent('Sales value: 1 → 2');
  });

  it('says when there is nothing yet', async () => {
    const { product } = busyProduct();
    simulator().history.remove((h) => h.product_id === product.id);
    await open(`/space/products/${product.id}/history`);
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
  });
});
