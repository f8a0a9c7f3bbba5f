import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';
import { exportAllMatching, openOwnerTable, saveViewAsDefault } from './listDrivers';

test('a saved inventory report view becomes the default and opens the bare report after a reload', async ({
  page,
}) => {
  const table = await openOwnerTable(
    page,
    '/reports/products/inventory?low_stock=true',
    'Inventory',
  );
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  await saveViewAsDefault(page, 'Running low', { menu: 'inventory report, saved views menu' });

  await page.goto('/reports/products/inventory');
  await page.reload();
  await expect(page).toHaveURL(/\/reports\/products\/inventory\?low_stock=true$/);
  await expect(page.getByText('Default view: Running low')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'inventory report with its default view');
});

test('the wallet exports the lines its type filter selects to one CSV', async ({ page }) => {
  await openOwnerTable(page, '/settings/wallet?type=invoice_payment&per_page=100', 'Transactions');
  const range = page.getByText(/^(\d+–\d+ of )?\d+ transactions$/);
  await expect(range).toBeVisible();
  const total = Number(/(\d+) transactions$/.exec((await range.textContent()) ?? '')![1]);

  const { filename, text } = await exportAllMatching(page, 'wallet, export menu open');
  expect(filename).toMatch(/^wallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  const [header, ...lines] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual(['ID', 'Date', 'Type', 'Description', 'Debit', 'Credit', 'Balance']);
  expect(lines).toHaveLength(total);
  expect(lines.every((l) => l[2] === 'Invoice payment')).toBe(true);
  expect(lines.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l[1]!))).toBe(true);
  expect(lines.every((l) => /^-?\d+(\.\d{1,2})?$/.test(l[6]!))).toBe(true);
  await expect(page.getByText(`Exported ${total} transactions to CSV`)).toBeVisible();
  await expectAccessible(page, 'wallet, after the export');
});
