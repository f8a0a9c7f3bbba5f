import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

test('a saved inventory report view becomes the default and opens the bare report after a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/reports/products/inventory?low_stock=true' });
  const table = page.getByRole('table', { name: 'Inventory' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();

  // Saved by keyboard: the name box has the focus as the dialog opens, Enter saves.
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('textbox', { name: 'View name' })).toBeFocused();
  await page.keyboard.type('Running low');
  await page.keyboard.press('Enter');
  await expect(page.getByText('View Running low saved')).toBeVisible();

  await page.getByRole('button', { name: /^Views/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Running low' })).toBeVisible();
  await expectAccessible(page, 'inventory report, saved views menu');
  await page.getByRole('menuitem', { name: 'Manage views…' }).click();
  const manage = page.getByRole('dialog', { name: 'Saved views' });
  await manage.getByRole('button', { name: 'Set as default: Running low' }).click();
  await expect(page.getByText('Running low is now the default view')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();

  await page.goto('/reports/products/inventory');
  await page.reload();
  await expect(page).toHaveURL(/\/reports\/products\/inventory\?low_stock=true$/);
  await expect(page.getByText('Default view: Running low')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'inventory report with its default view');
});

test('the wallet exports the lines its type filter selects to one CSV', async ({ page }) => {
  await signIn(page, 'owner@demo.test', {
    at: '/settings/wallet?type=invoice_payment&per_page=100',
  });
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const range = page.getByText(/^(\d+–\d+ of )?\d+ transactions$/);
  await expect(range).toBeVisible();
  const total = Number(/(\d+) transactions$/.exec((await range.textContent()) ?? '')![1]);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('menuitem', { name: 'All matching' })).toBeVisible();
  await expectAccessible(page, 'wallet, export menu open');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'All matching' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
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
