import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import Papa from 'papaparse';
import { INVENTORY_CSV_HEADER } from '../support/constants';
import { expectAccessible, signIn } from './helpers';

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const COUNT = new Intl.NumberFormat('en-AU');

/** SKU, on hand and stock value of every row of the inventory table on screen. */
async function tableRows(page: Page) {
  const rows = page.getByRole('table', { name: 'Inventory' }).locator('tbody tr.ant-table-row');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
  );
  return cells.map((c) => ({ sku: c[0]!, onHand: c[4]!, stockValue: c[8]! }));
}

test('the inventory exported as all matching holds exactly the table’s rows, and the reports pass axe', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/reports/products/inventory?per_page=100' });
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  const range = page.getByText(/^\d+–\d+ of \d+ products$/);
  await expect(range).toBeVisible();
  const total = Number(/of (\d+) products/.exec((await range.textContent()) ?? '')![1]);
  await expect(page.getByRole('img', { name: /^Stock value by category/ })).toBeVisible();
  await expectAccessible(page, 'the inventory report');

  // Every page of the table, at 100 rows a page.
  const table: Awaited<ReturnType<typeof tableRows>> = [];
  for (let pageNo = 1; ; pageNo++) {
    if (pageNo > 1) {
      const previousFirst = table[table.length - 100]!.sku;
      await page.getByRole('listitem', { name: String(pageNo), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNo}`));
      // The pager follows the URL at once; the rows follow when the page has arrived.
      await expect.poll(async () => (await tableRows(page))[0]?.sku).not.toBe(previousFirst);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    }
    table.push(...(await tableRows(page)));
    if (table.length >= total) break;
  }
  expect(table).toHaveLength(total);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page.getByRole('menuitem', { name: 'All matching' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual(INVENTORY_CSV_HEADER);
  expect(rows).toHaveLength(total);
  // Same rows in the same order; the file's numbers are plain, the table's formatted.
  expect(
    rows.map((r) => ({
      sku: r[0]!,
      onHand: COUNT.format(Number(r[4])),
      stockValue: AUD.format(Number(r[8])),
    })),
  ).toEqual(table);
  expect(rows.every((r) => /^\d+(\.\d{1,2})?$/.test(r[8]!))).toBe(true);
  await expect(page.getByText(`Exported ${total} products to CSV`)).toBeVisible();

  await page.goto('/reports/products/stock-movement');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock Movement' })).toBeVisible();
  await expect(page.getByText(/^1–20 of 30 days$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Items in and out per day/ })).toBeVisible();
  await expectAccessible(page, 'the stock movement report');

  await page.goto('/reports/orders/cost-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Analysis' })).toBeVisible();
  await expect(page.getByText(/^\d+–\d+ of \d+ orders$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Cost by order type/ })).toBeVisible();
  await expectAccessible(page, 'the cost analysis report');
});
