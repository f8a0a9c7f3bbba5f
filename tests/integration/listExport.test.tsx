import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { simulatorServer } from '@simulator/node';
import { orderTestKit, LONG_FLOW } from '../support/orders';
import { OUTBOUND_CSV_HEADER } from '../support/orderCsv';
import { captureDownloads, chooseExport, parseCsv } from '../support/csvDownloads';

const { open, simulator } = orderTestKit();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

/** Holds the export's own requests (100 a page) to the outbound list until `release`. */
function holdExportPages() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  simulatorServer.use(
    http.get('*/v1/bookings/outbounds', async ({ request }) => {
      if (new URL(request.url).searchParams.get('per_page') !== '100') return;
      asked++;
      await gate;
      // Nothing returned: the simulator answers.
    }),
  );
  return { release, asked: () => asked };
}

afterEach(() => vi.restoreAllMocks());

describe('exporting a list to CSV', LONG_FLOW, () => {
  it('exports all outbound orders the filter matches: one file, BOM, ISO days, in the list’s order', async () => {
    const downloads = captureDownloads();
    const { user, orders } = await open('/orders/outbound?status=pending&sort=reference');
    const pending = orders().filter((o) => o.type === 'outbound' && o.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    await screen.findByText(rangeText(pending.length, 'outbound orders'));

    await chooseExport(user, 'All matching');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(file!.name).toMatch(/^outbound-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(file!.text);
    expect(header).toEqual(OUTBOUND_CSV_HEADER);
    const expected = [...pending]
      .map((o) => o.reference)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(rows.map((r) => r[0])).toEqual(expected);
    for (const row of rows) {
      expect(row[2]).toBe('Pending');
      // Unformatted: plain digits, no thousands separator.
      expect(row[9]).toMatch(/^\d+$/);
      expect(row[10]).toMatch(ISO_DAY);
    }
    expect(
      await screen.findByText(`Exported ${pending.length} outbound orders to CSV`),
    ).toBeInTheDocument();

    // This page: the rows the table shows, nothing fetched.
    await chooseExport(user, 'This page');
    await waitFor(() => expect(downloads.count()).toBe(2));
    const [, shown] = await downloads.files();
    expect(
      parseCsv(shown!.text)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(expected.slice(0, 20));
  });

  it('stops an export on Stop (no file), and a failed export says so and retries', async () => {
    const downloads = captureDownloads();
    const { user, orders } = await open('/orders/outbound');
    const outbound = orders().filter((o) => o.type === 'outbound');
    await screen.findByText(rangeText(outbound.length, 'outbound orders'));

    const held = holdExportPages();
    await chooseExport(user, 'All matching');
    const status = screen.getAllByRole('status').find((s) => s.closest('.csv-export'))!;
    await waitFor(() => expect(status).toHaveTextContent('Exporting all matching outbound orders'));
    await waitFor(() => expect(held.asked()).toBe(1));
    // One export at a time: the menu is shut while it runs.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(within(status).getByRole('button', { name: 'Stop' }));
    held.release();
    expect(await within(status).findByText('Export stopped: no file was saved.')).toBeVisible();
    expect(downloads.count()).toBe(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    // The next export's first page fails: the message says what to do, Retry does it.
    let failures = 1;
    simulatorServer.use(
      http.get('*/v1/bookings/outbounds', ({ request }) => {
        if (new URL(request.url).searchParams.get('per_page') !== '100' || !failures) return;
        failures--;
        return new Response(JSON.stringify({ errors: ['The order service is busy'] }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await chooseExport(user, 'All matching');
    expect(await within(status).findByText(/^The export failed.*press Retry/)).toBeVisible();
    expect(downloads.count()).toBe(0);
    await user.click(within(status).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(parseCsv(file!.text).slice(1)).toHaveLength(outbound.length);
  });

  it('exports every supplier, and this page of them, as the table reads', async () => {
    const downloads = captureDownloads();
    const { user, orgId } = await open('/manage/suppliers?sort=name');
    const suppliers = simulator().suppliers.filter((s) => s.organisation_id === orgId);
    expect(suppliers.length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 1, name: 'Suppliers' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());

    await chooseExport(user, 'All matching');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(file!.name).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(file!.text);
    expect(header).toEqual(['Name', 'Company', 'Email', 'Phone', 'Type', 'Added']);
    expect(rows.map((r) => r[0]).sort()).toEqual(suppliers.map((s) => s.name).sort());
    for (const row of rows) {
      const supplier = suppliers.find((s) => s.name === row[0])!;
      expect(row[2]).toBe(supplier.email);
      expect(['Supplier', 'Manufacturer']).toContain(row[4]);
      expect(row[5]).toMatch(ISO_DAY);
    }
  });

  it('exports the products a facet selects, from the hosted search the list reads', async () => {
    const downloads = captureDownloads();
    const { user, orgId } = await open('/space/products?low_stock=true');
    const lowStock = simulator().products.filter(
      (p) => p.organisation_id === orgId && !p.archived && p.is_low_stock,
    );
    expect(lowStock.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());

    await chooseExport(user, 'All matching');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(file!.name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(file!.text);
    expect(header).toEqual([
      'SKU',
      'Title',
      'Category',
      'Type',
      'Stock',
      'Available',
      'Locations',
      'Low stock',
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual(lowStock.map((p) => p.sku).sort());
    for (const row of rows) {
      const product = lowStock.find((p) => p.sku === row[0])!;
      expect(row[4]).toBe(String(product.stock));
      expect(row[7]).toBe('Yes');
    }
  });

  it('exports the unpaid invoices with plain amounts and ISO days', async () => {
    const downloads = captureDownloads();
    const { user, orgId } = await open('/settings/billing?status=unpaid');
    const unpaid = simulator().invoices.filter(
      (i) => i.organisation_id === orgId && i.status !== 'paid',
    );
    expect(unpaid.length).toBeGreaterThan(0);
    await screen.findByText(rangeText(unpaid.length, 'invoices'));

    await chooseExport(user, 'All matching');
    await waitFor(() => expect(downloads.count()).toBe(1));
    const [file] = await downloads.files();
    expect(file!.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(file!.text);
    expect(header).toEqual([
      'Date',
      'Document number',
      'Amount',
      'Received',
      'Received at',
      'Balance',
      'Due date',
      'Currency',
      'Status',
    ]);
    expect(rows.map((r) => r[1]).sort()).toEqual(unpaid.map((i) => i.document_number).sort());
    for (const row of rows) {
      const invoice = unpaid.find((i) => i.document_number === row[1])!;
      expect(row[0]).toMatch(ISO_DAY);
      expect(row[6]).toMatch(ISO_DAY);
      expect(Number(row[5])).toBeCloseTo(invoice.balance, 2);
      expect(row[5]).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });
});
