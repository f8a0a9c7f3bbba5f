import { act, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderApp, signedInStore } from '../support/renderApp';
import { INVENTORY_CSV_HEADER } from '../support/constants';
import { portalTestKit } from '../support/portal';
import { bodyRowCells, chooseOption, searchOf } from '../support/queries';
import { LONG_FLOW } from '../support/patience';
import { captureDownloads, chooseExport, parseCsv } from '../support/csvDownloads';

const { simulator, openAs } = portalTestKit();

async function openAsOwner(path: string) {
  const view = await openAs(path);
  const products = () =>
    simulator().products.filter((p) => p.organisation_id === view.orgId && !p.archived);
  return { ...view, products };
}

/** The cells of every body row of the named table, top to bottom. */
function rowsOf(tableName: string): string[][] {
  return bodyRowCells(tableName).map((cells) => cells.map((cell) => cell.textContent ?? ''));
}

const range = (n: number, noun: string) => new RegExp(`^\\d+–\\d+ of ${n} ${noun}$`);

afterEach(() => vi.restoreAllMocks());

describe('inventory report', LONG_FLOW, () => {
  it('pages and filters through its controls and the URL, with totals from the store', async () => {
    const { user, router, products } = await openAsOwner('/reports/products/inventory');
    const all = products();
    expect(await screen.findByText(range(all.length, 'products'))).toBeInTheDocument();
    const firstPage = rowsOf('Inventory');
    expect(firstPage).toHaveLength(20);
    const bySku = [...all].sort((a, b) => a.sku.localeCompare(b.sku));
    expect(firstPage.map((cells) => cells[0])).toEqual(bySku.slice(0, 20).map((p) => p.sku));
    const totals = screen.getByRole('group', { name: 'Inventory totals' });
    expect(totals).toHaveTextContent(
      new Intl.NumberFormat('en-AU').format(all.reduce((s, p) => s + p.stock, 0)),
    );

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(rowsOf('Inventory')[0]![0]).toBe(bySku[20]!.sku));

    // A filter goes back to page 1 and keeps its value in the URL.
    const warehouse = simulator().warehouses.find(
      (w) => w.organisation_id === all[0]!.organisation_id,
    )!;
    await chooseOption(user, 'Warehouse', warehouse.name);
    await waitFor(() => expect(searchOf(router).get('warehouse_id')).toBe(String(warehouse.id)));
    expect(searchOf(router).get('page')).toBeNull();
    const held = all.filter((p) => p.warehouse_stocks.some((w) => w.warehouse_id === warehouse.id));
    expect(await screen.findByText(range(held.length, 'products'))).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(searchOf(router).get('low_stock')).toBe('true'));
    const low = held.filter((p) => p.is_low_stock);
    await waitFor(() =>
      expect(
        rowsOf('Inventory')
          .map((c) => c[0])
          .sort(),
      ).toEqual(
        low
          .map((p) => p.sku)
          .sort()
          .slice(0, 20),
      ),
    );
  });

  it('exports this page as the table shows it, and all matching records in one go', async () => {
    const downloads = captureDownloads();
    const { user, products } = await openAsOwner('/reports/products/inventory?sort=-stock_value');
    await screen.findByText(range(products().length, 'products'));
    const table = rowsOf('Inventory');

    await chooseExport(user, 'This page');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [current] = await downloads.files();
    expect(current!.name).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(current!.text);
    expect(rows[0]).toEqual(INVENTORY_CSV_HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(table.map((cells) => cells[0]));
    for (const row of rows.slice(1)) {
      const product = simulator().products.find((p) => p.sku === row[0])!;
      expect(Number(row[4])).toBe(product.stock);
      expect(row[8]).toBe(String(Math.round(product.stock * product.supplier_value * 100) / 100));
    }

    await chooseExport(user, 'All matching');
    await waitFor(() => expect(downloads.count()).toBe(2));
    const [, everything] = await downloads.files();
    const skus = parseCsv(everything!.text)
      .slice(1)
      .map((r) => r[0]);
    expect(skus.sort()).toEqual(
      products()
        .map((p) => p.sku)
        .sort(),
    );
    expect(
      await screen.findByText(`Exported ${products().length} products to CSV`),
    ).toBeInTheDocument();
    expect(downloads.count()).toBe(2);
  });
});

describe('stock movement and cost analysis reports', LONG_FLOW, () => {
  it('groups movements per product over a chosen range, from the URL', async () => {
    const { user, router } = await openAsOwner(
      '/reports/products/stock-movement?from=2026-11-01&to=2026-11-21&type=outbound',
    );
    expect(await screen.findByText(range(21, 'days'))).toBeInTheDocument();
    const days = rowsOf('Stock movement');
    expect(days[0]![0]).toMatch(/21 Nov 2026/);
    expect(days.every((cells) => cells[1] === '0')).toBe(true); // outbound only: nothing in

    await chooseOption(user, 'Rows', 'Per product');
    await waitFor(() => expect(searchOf(router).get('group_by')).toBe('product'));
    expect(searchOf(router).get('from')).toBe('2026-11-01');
    await screen.findByRole('columnheader', { name: 'SKU' });
    const first = rowsOf('Stock movement')[0]!;
    const product = simulator().products.find((p) => p.sku === first[0])!;
    const out = simulator()
      .movements.filter(
        (m) =>
          m.product_id === product.id &&
          m.type === 'outbound' &&
          m.created_at >= '2026-10-31T13:00:00.000Z' &&
          m.created_at < '2026-11-21T13:00:00.000Z',
      )
      .reduce((s, m) => s - m.base_quantity, 0);
    expect(first[3]).toBe(new Intl.NumberFormat('en-AU').format(out));

    // Sorting by a column header goes to the server through the URL.
    await user.click(screen.getByRole('columnheader', { name: /^Net change/ }));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('net'));
    await waitFor(() => {
      const nets = rowsOf('Stock movement').map((cells) => Number(cells[5]!.replace(/[+,]/g, '')));
      expect(nets).toEqual([...nets].sort((a, b) => a - b));
    });
  });

  it('filters order costs by type and shows the 422 of a reversed range', async () => {
    const { user, router } = await openAsOwner('/reports/orders/cost-analysis');
    await screen.findByText(/of \d+ orders$/);
    await chooseOption(user, 'Order type', 'Return');
    await waitFor(() => expect(searchOf(router).get('order_type')).toBe('return'));
    await waitFor(() => {
      const types = rowsOf('Order costs').map((cells) => cells[2]);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['Return']));
    });

    await act(() => router.navigate('/reports/orders/cost-analysis?from=2026-11-10&to=2026-11-01'));
    expect(await screen.findByText(/To must be on or after From/)).toBeInTheDocument();
  });

  it('exports stock movement and cost analysis with ISO days in the Date column', async () => {
    const downloads = captureDownloads();
    const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
    const { user, router } = await openAsOwner(
      '/reports/products/stock-movement?from=2026-11-01&to=2026-11-21',
    );
    expect(await screen.findByText(range(21, 'days'))).toBeInTheDocument();
    const days = rowsOf('Stock movement');
    await chooseExport(user, 'This page');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [movement] = await downloads.files();
    const movementRows = parseCsv(movement!.text);
    expect(movementRows[0]![0]).toBe('Date');
    const movementDays = movementRows.slice(1).map((r) => r[0]!);
    expect(movementDays).toHaveLength(days.length);
    expect(movementDays.length).toBeGreaterThan(0);
    for (const day of movementDays) expect(day).toMatch(ISO_DAY);
    // Newest first, one row per day of the range, each the day the table shows.
    expect(movementDays[0]).toBe('2026-11-21');
    expect(movementDays.map((d) => dayjs(d).format('ddd D MMM YYYY'))).toEqual(
      days.map((cells) => cells[0]),
    );

    await act(() => router.navigate('/reports/orders/cost-analysis'));
    await screen.findByText(/of \d+ orders$/);
    const orders = rowsOf('Order costs');
    expect(orders.length).toBeGreaterThan(0);
    await chooseExport(user, 'This page');
    await waitFor(() => expect(downloads.count()).toBe(2));
    const [, costs] = await downloads.files();
    const costRows = parseCsv(costs!.text);
    expect(costRows[0]![0]).toBe('Date');
    expect(costRows.slice(1)).toHaveLength(orders.length);
    for (const [i, row] of costRows.slice(1).entries()) {
      expect(row[0]).toMatch(ISO_DAY);
      expect(row[1]).toBe(orders[i]![1]); // the same order, by reference
      expect(dayjs(row[0]).format('D MMM YYYY')).toBe(orders[i]![0]);
    }
  });

  it('sends a MEMBER (no finance marker) to the not-allowed page', async () => {
    const store = await signedInStore('member@demo.test');
    const { router } = renderApp('/reports/orders/cost-analysis', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allowed'));
  });
});
