import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'New inbound order' });

/** Today and a week on, as YYYY-MM-DD in the demo owner's timezone (Australia/Sydney). */
function sydneyDates() {
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  return { later: day(7) };
}

/** Types into a search box and picks the first suggestion antd shows. */
async function pickFirstSuggestion(page: Page, label: string, text: string) {
  const box = form(page).getByLabel(label, { exact: true });
  await box.click();
  await box.fill(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Opens an antd Select by its label and picks the option by its text. */
async function choose(page: Page, label: string, option: string) {
  await form(page).getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('an inbound order: a past ETA is refused, the order is made and its label prints as a PDF', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/orders/inbound/new' });
  await expect(stepHeading(page, 'Supplier')).toBeVisible();
  await expectAccessible(page, 'inbound wizard: Supplier');

  await pickFirstSuggestion(page, 'Supplier', 'a');
  await expect(page.getByText(/^Supplier: /)).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 'Products')).toBeVisible();
  await pickFirstSuggestion(page, 'Add product', 'a');
  await expect(form(page).getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expectAccessible(page, 'inbound wizard: Products');
  await next(page).click();

  await expect(stepHeading(page, 'Shipping')).toBeVisible();
  await choose(page, 'Carrier', 'StarTrack');
  await form(page).getByLabel('ETA', { exact: true }).fill('2020-01-01');
  await choose(page, 'Shipment type', 'Pallet');
  await form(page)
    .getByLabel('Reference', { exact: true })
    .fill(`E2E-INB-${Date.now() % 1e6}`);
  await next(page).click();
  await expect(page.getByText('choose today or a future date')).toBeVisible();
  await expect(stepHeading(page, 'Shipping')).toBeVisible();
  await expectAccessible(page, 'inbound wizard: Shipping with a past ETA');
  await form(page).getByLabel('ETA', { exact: true }).fill(sydneyDates().later);
  await next(page).click();

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expectAccessible(page, 'inbound wizard: Review');
  await page.getByRole('button', { name: 'Create inbound order' }).click();

  await expect(stepHeading(page, 'Print')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/inbound\/new\?created=\d+$/);
  await expectAccessible(page, 'inbound wizard: Print');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print shipment label' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shipment-label-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The way on to the order (its pages are tested with them).
  await expect(page.getByRole('link', { name: "View the order's summary" })).toHaveAttribute(
    'href',
    /\/orders\/inbound\/\d+\/summary$/,
  );
});
