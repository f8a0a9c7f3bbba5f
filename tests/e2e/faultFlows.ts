import {
  expect,
  openSeededContext,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures';
import { field, signIn } from './helpers';

/*
 * What the fault specs share (faults.spec.ts, faultsOrders.spec.ts): every wizard's submit,
 * offline, with a 500 and with its answer lost after the server applied it: the input is kept,
 * the message is clear, and pressing again leaves exactly one record. The signed-in tests share
 * one browser per worker, started from a copy of the worker's seeded profile and signed in once;
 * each test opens a page of its own in it.
 */
export { expect, base };

export const test = base.extend<{ page: Page }, { signedIn: BrowserContext }>({
  signedIn: [
    async ({ playwright, seededProfile }, provide, workerInfo) => {
      const seeded = await openSeededContext(
        playwright.chromium,
        seededProfile,
        workerInfo.project.use.baseURL,
      );
      const page = await seeded.context.newPage();
      await signIn(page, 'owner@demo.test');
      await page.close();
      await provide(seeded.context);
      await seeded.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ signedIn }, provide) => {
    const page = await signedIn.newPage();
    await provide(page);
    await page.close();
  },
});

export const heading = (page: Page, name: string, level: 2 | 3 = 2) =>
  page.getByRole('heading', { level, name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
export const press = (page: Page, name: string) => () =>
  page.getByRole('button', { name, exact: true }).click();
/** The open dropdown's options (earlier dropdowns stay in the page, hidden). */
export const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
export const unique = () => String(Date.now() % 1e6);

export async function chooseCountry(page: Page, label = 'Country') {
  await field(page, label).click();
  await page.keyboard.type('Australia');
  await expect(openOptions(page).filter({ hasText: /^Australia$/ })).toBeVisible();
  await page.keyboard.press('Enter');
}

export async function fillAddress(page: Page) {
  await field(page, 'Address line 1').fill('12 Harbour Street');
  await field(page, 'Suburb').fill('Pyrmont');
  await field(page, 'State').fill('NSW');
  await field(page, 'Postcode').fill('2009');
  await chooseCountry(page);
}

/** Types into a search box and picks the first suggestion (or the one holding `text`). */
export async function pickSuggestion(page: Page, box: Locator, text: string) {
  await box.click();
  await box.fill(text);
  await openOptions(page).filter({ hasText: text }).first().click();
}
