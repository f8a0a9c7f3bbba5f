import { screen, waitFor, within } from '@testing-library/react';
import { UNIT_TYPES } from '@/domain/contract';
import { coverLevel, volume } from '@/domain/catalogue/rules';
import { burnRate, movementsOf } from '@simulator/catalogue/movements';
import { formatCount, formatDecimal, formatMoney, formatVolume } from '@/domain/format';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { PAGE_LOAD } from '../support/patience';

const simulator = withSimulator();

function organisationOf(email: string) {
  const user = simulator().users.find((u) => u.email === email)!;
  return simulator().memberships.find((m) => m.user_id === user.id)!.organisation_id;
}

/** A product of the organisation with packaging units and stock in more than one place. */
function productWithUnits(email = 'owner@demo.test') {
  const organisationId = organisationOf(email);
  const product = simulator().products.find(
    (p) =>
      p.organisation_id === organisationId &&
      !p.archived &&
      p.units.length >= 2 &&
      p.warehouse_stocks.filter((w) => w.stock > 0).length >= 1,
  );
  if (!product) throw new Error('the seed has no product with units');
  // A copy: the store's record changes in place when the product is saved.
  return structuredClone(product);
}

async function openSummary(id: number, email = 'owner@demo.test') {
  const store = await signedInStore(email);
  const view = renderApp(`/space/products/${id}/summary`, store);
  await screen.findByRole('navigation', { name: 'Product sections' }, PAGE_LOAD);
  return view;
}

async function openEdit(id: number, email = 'owner@demo.test') {
  const store = await signedInStore(email);
  const view = renderApp(`/space/products/${id}/summary/edit`, store);
  await screen.findByRole('form', { name: 'Edit product' }, PAGE_LOAD);
  return view;
}

const UNIT_NAMES = { BASE: 'Base', BOX: 'Box', CARTON: 'Carton', PALLET: 'Pallet' } as const;

describe('the product summary', () => {
  it('shows the units with items per unit, dimensions, volume and stock per unit', async () => {
    const product = productWithUnits();
    await openSummary(product.id);

    expect(
      await screen.findByRole('heading', { level: 1, name: product.title }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Units' });
    for (const unit of UNIT_TYPES) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${UNIT_NAMES[unit]}\\b`) });
      const stored = product.units.find((u) => u.unit === unit);
      if (!stored) {
        expect(row).toHaveTextContent(/Add .* type|Not set up/);
        continue;
      }
      expect(row).toHaveTextContent(formatCount(stored.items_per_unit));
      expect(row).toHaveTextContent(formatVolume(volume(stored)));
      const cells = within(row).getAllByRole('cell');
      expect(cells.at(-1)).toHaveTextContent(formatCount(stored.stock));
    }
  });

  it('shows stock, available and on hold per warehouse, and the totals', async () => {
    const product = productWithUnits();
    await openSummary(product.id);

    const table = await screen.findByRole('table', { name: 'Stock per warehouse' });
    for (const row of product.warehouse_stocks) {
      const warehouse = simulator().warehouses.get(row.warehouse_id)!;
      const line = within(table).getByRole('row', { name: new RegExp(warehouse.name) });
      const cells = within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells.slice(1)).toEqual([
        formatCount(row.stock),
        formatCount(row.available),
        formatCount(row.stock - row.available),
      ]);
    }
    const total = (title: string) =>
      screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic');
    expect(total('Stock')).toHaveTextContent(formatCount(product.stock));
    expect(total('Available')).toHaveTextContent(formatCount(product.available));
    expect(total('On hold')).toHaveTextContent(formatCount(product.stock - product.available));
  });

  it('shows the burn rate and days of cover the movements give, with its warning', async () => {
    const product = productWithUnits();
    const expected = burnRate(
      movementsOf(simulator(), { product_id: product.id }),
      product.stock,
      30,
      Date.now(),
    );
    await openSummary(product.id);

    const days = await screen.findByText('Days of cover');
    const figure = days.closest('.ant-statistic') as HTMLElement;
    expect(figure).toHaveTextContent(
      expected.days_of_cover === null
        ? 'Not enough data'
        : `${formatDecimal(expected.days_of_cover)} days`,
    );
    const text = {
      critical: 'reorder now',
      warning: 'reorder soon',
      ok: 'At least 14 days of cover',
      unknown: 'cannot be estimated',
    }[coverLevel(expected.days_of_cover)];
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(
      screen.getByText(`${formatDecimal(expected.daily_burn_rate)} per day`),
    ).toBeInTheDocument();
  });

  it('says when a product is low on stock', async () => {
    const product = productWithUnits();
    simulator().products.update(product.id, {
      low_stock_warning: true,
      lower_limit: product.stock + 5,
      low_stock_alert: product.stock + 5,
      is_low_stock: true,
    });
    await openSummary(product.id);
    expect(
      await screen.findByText(/^Low stock: .* at or below the lower limit of/),
    ).toBeInTheDocument();
  });

  it('shows a member the costs masked by the server, never the figures', async () => {
    const product = productWithUnits('member@demo.test');
    await openSummary(product.id, 'member@demo.test');

    const masked = await screen.findAllByRole('button', { name: '*** (masked)' });
    expect(masked).toHaveLength(2);
    expect(screen.queryByText(formatMoney(product.supplier_value))).not.toBeInTheDocument();
  });

  it('prints the barcode as a real Code 128 SVG', async () => {
    const product = productWithUnits();
    const print = vi.fn();
    window.print = print;
    const { user } = await openSummary(product.id);

    await user.click(await screen.findByRole('button', { name: 'Print barcode' }));

    const dialog = await screen.findByRole('dialog', { name: 'Print barcode' });
    const svg = within(dialog).getByRole('img', { name: `Code 128 barcode ${product.barcode}` });
    // Code 128 bars: many rects drawn by JsBarcode, not an image of text.
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10));
    expect(within(dialog).getByText(`SKU ${product.sku}`)).toBeInTheDocument();
    expect(document.body).toHaveClass('printing-barcode-label');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('archives after a warning that it is irreversible; the product leaves the list', async () => {
    const product = productWithUnits();
    const { user, router } = await openSummary(product.id);

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this product?' });
    expect(dialog).toHaveTextContent('Archiving is irreversible');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Archive product' }));

    expect(await screen.findByText('Product archived')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/products'));
    expect(simulator().products.get(product.id)!.archived).toBe(true);
    expect(
      simulator().history.count((h) => h.product_id === product.id && h.action === 'archived'),
    ).toBe(1);
  });
});

describe('editing a product', () => {
  it('prefills every section, saves only the change and returns to the summary', async () => {
    const product = productWithUnits();
    const { user, router } = await openEdit(product.id);

    const title = await screen.findByLabelText('Title', { exact: true });
    expect(title).toHaveValue(product.title);
    expect(screen.getByLabelText('SKU')).toHaveValue(product.sku);
    expect(screen.getByLabelText('HS code')).toHaveValue(product.hs_code);
    await user.clear(title);
    await user.paste('Renamed in the edit test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/products/${product.id}/summary`),
    );
    const saved = simulator().products.get(product.id)!;
    expect(saved.title).toBe('Renamed in the edit test');
    expect(saved.sku).toBe(product.sku);
    expect(saved.supplier_value).toBe(product.supplier_value);
  });

  it('keeps the input and says why when a rule fails', async () => {
    const product = productWithUnits();
    const { user } = await openEdit(product.id);

    const hs = await screen.findByLabelText('HS code');
    await user.clear(hs);
    await user.paste('12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('HS code is invalid')).toBeInTheDocument();
    expect(hs).toHaveValue('12345');
    expect(simulator().products.get(product.id)!.hs_code).toBe(product.hs_code);
  });

  it('keeps a SKU another item has and says it is taken', async () => {
    const product = productWithUnits();
    const other = simulator().products.find(
      (p) => p.organisation_id === product.organisation_id && p.id !== product.id,
    )!;
    const { user, router } = await openEdit(product.id);

    const sku = await screen.findByLabelText('SKU');
    await user.clear(sku);
    await user.paste(other.sku);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
    expect(sku).toHaveValue(other.sku);
    expect(router.state.location.pathname).toBe(`/space/products/${product.id}/summary/edit`);
    expect(simulator().products.get(product.id)!.sku).toBe(product.sku);
  });

  it('shows a member the masked costs as restricted and never sends them', async () => {
    const product = productWithUnits('member@demo.test');
    const { user } = await openEdit(product.id, 'member@demo.test');

    const supplier = await screen.findByLabelText('Supplier value');
    expect(supplier).toBeDisabled();
    const title = screen.getByLabelText('Title', { exact: true });
    await user.click(title);
    await user.keyboard('{End}');
    await user.paste(' (member)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const saved = simulator().products.get(product.id)!;
    expect(saved.title).toBe(`${product.title} (member)`);
    expect(saved.supplier_value).toBe(product.supplier_value);
  });
});
