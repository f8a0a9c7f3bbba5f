import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import Papa from 'papaparse';
import { expectAccessible, signIn } from './helpers';
import { exportAllMatching } from './listDrivers';

const table = (page: Page, name: string) => page.getByRole('table', { name });
/** The data rows of a table (the header row and antd's measure row left out). */
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr[data-row-key]');

/** Signs in as the owner and opens the outbound list at `search`, waiting for its first row. */
async function openOutbound(page: Page, search = '') {
  await signIn(page, 'owner@demo.test', { at: `/orders/outbound${search}` });
  await expect(rows(page, 'Outbound Orders').first()).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an outbound order is found through two filters and the search, and survives a reload', async ({
  page,
}) => {
  await openOutbound(page);
  await expectAccessible(page, 'outbound list');

  await choose(page, 'Status', 'In Progress');
  await expect(page).toHaveURL(/status=in_progress/);
  await page.getByRole('combobox', { name: 'Location', exact: true }).click();
  // The first location, chosen by keyboard: the open list marks its first option active.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/warehouse_id=\d+/);
  const location = await page
    .getByRole('group', { name: 'Filters' })
    .locator('.ant-select', { has: page.getByRole('combobox', { name: 'Location', exact: true }) })
    .locator('[title]')
    .first()
    .getAttribute('title');
  // Both filters have reached the rows: every one is in progress, at that location.
  const list = rows(page, 'Outbound Orders');
  await expect(list.first()).toBeVisible();
  await expect(list.filter({ hasNotText: location! })).toHaveCount(0);
  await expect(list.filter({ hasNotText: 'In Progress' })).toHaveCount(0);
  const first = list.first();
  const reference = (await first.getByRole('link').first().textContent())!.trim();

  await page.getByRole('searchbox', { name: 'Search outbound orders' }).fill(reference);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(reference)}`));
  await expect(rows(page, 'Outbound Orders')).toHaveCount(1);
  await expect(rows(page, 'Outbound Orders').getByRole('link', { name: reference })).toBeVisible();
  await expectAccessible(page, 'outbound list, filtered');

  await page.reload();
  await expect(rows(page, 'Outbound Orders')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search outbound orders' })).toHaveValue(
    reference,
  );

  await rows(page, 'Outbound Orders').getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
});

test('printing the packaging lists of selected orders downloads one PDF', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/orders/outbound?status=in_progress,packed' });
  const list = rows(page, 'Outbound Orders');
  await expect(list.first()).toBeVisible();
  for (const n of [0, 1]) await list.nth(n).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print packaging lists' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('packaging-lists.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const dialog = page.getByRole('dialog', { name: 'Print packaging lists' });
  await expect(dialog.getByRole('region', { name: 'Print results' })).toBeVisible();
  await expect(dialog.getByText(/ printed$/).first()).toBeVisible();
  await expectAccessible(page, 'print results');
});

test('the inbound, returns and drafts lists pass axe', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  for (const [path, name] of [
    ['/orders/inbound', 'Inbound Orders'],
    ['/orders/returns', 'Returns'],
    ['/orders/draft', 'Draft orders'],
  ] as const) {
    await page.goto(path);
    await expect(rows(page, name).first()).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('all matching outbound orders export to one CSV that holds exactly the filtered rows', async ({
  page,
}) => {
  await openOutbound(page, '?status=in_progress&sort=reference&per_page=100');
  const range = page.getByText(/^(\d+–\d+ of )?\d+ outbound orders$/);
  await expect(range).toBeVisible();
  const total = Number(/(\d+) outbound orders$/.exec((await range.textContent()) ?? '')![1]);
  const references = await rows(page, 'Outbound Orders').evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('a')?.textContent ?? ''),
  );

  const { filename, text } = await exportAllMatching(page, 'outbound list, export menu open');
  expect(filename).toMatch(/^outbound-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header![0]).toBe('Reference');
  expect(header!.at(-1)).toBe('Created');
  expect(lines).toHaveLength(total);
  // Sorted by reference and at most 100 a page: the first page's rows lead the file, in order.
  expect(lines.slice(0, references.length).map((l) => l[0])).toEqual(references);
  expect(lines.every((l) => l[2] === 'In Progress')).toBe(true);
  expect(lines.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.at(-1)!))).toBe(true);
  await expect(page.getByText(`Exported ${total} outbound orders to CSV`)).toBeVisible();
  await expectAccessible(page, 'outbound list, after the export');
});
