import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, expectDraftSaved, field, signIn } from './helpers';
import { openOwnerTable, saveViewAsDefault } from './listDrivers';
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let n = 0; n < most; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types each value and presses Tab after it, as a keyboard user fills fields in turn; `null`: a field left empty. */
async function typeAlong(page: Page, values: readonly (string | null)[]) {
  for (const value of values) {
    if (value !== null) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

/**
 * In the focused select `label`, types `typed` and presses Enter once `option` is the active
 * option; the dropdown then closes.
 */
async function chooseByKeyboard(page: Page, label: string, typed: string, option: string) {
  await expect(field(page, label)).toBeFocused();
  await page.keyboard.type(typed);
  await expect(
    page.locator('.ant-select-item-option-active', { hasText: new RegExp(`^${option}$`) }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(field(page, label)).toHaveAttribute('aria-expanded', 'false');
}

async function fillAddress(page: Page) {
  await field(page, 'Address line 1').fill('12 Harbour Street');
  await field(page, 'Suburb').fill('Pyrmont');
  await field(page, 'State').fill('NSW');
  await field(page, 'Postcode').fill('2009');
  await field(page, 'Country').click();
  await page.keyboard.type('Australia');
  await page.keyboard.press('Enter');
}

test('a supplier is added, left mid-way, resumed after a reload, saved and found by name', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/manage/suppliers' });
  await expect(
    page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessible(page, 'supplier list');

  await page.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(stepHeading(page, 'Company')).toBeVisible();
  await expectAccessible(page, 'supplier wizard: Company');
  await field(page, 'Name').fill('Ada Whitlock');
  await field(page, 'Company').fill('Whitlock Roasters');
  await field(page, 'Email').fill('ada@whitlockroasters.com.au');
  await field(page, 'Phone').fill('+61 412 345 678');
  await field(page, 'Supplies').fill('Coffee beans');
  await next(page).click();
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await field(page, 'Address line 1').fill('12 Harbour Street');
  await next(page).click();
  await expect(page.getByText('Suburb is required')).toBeVisible();
  await expectAccessible(page, 'supplier wizard: Address with errors');

  // Leave mid-way: reload the list, which offers to continue.
  await expectDraftSaved(page, 'KS_supplier_draft', '12 Harbour Street');
  await page.goto('/manage/suppliers');
  await page.reload();
  await page.getByRole('button', { name: 'Continue Adding Supplier' }).click();
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await expect(field(page, 'Address line 1')).toHaveValue('12 Harbour Street');

  await fillAddress(page);
  await next(page).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText('Whitlock Roasters')).toBeVisible();
  await expectAccessible(page, 'supplier wizard: Review');
  await page.getByRole('button', { name: 'Save Supplier' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ada Whitlock' })).toBeVisible();
  await expect(page.getByText('Supplier saved')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/suppliers\/\d+\/summary$/);
  await expectAccessible(page, 'supplier summary');
  const summaryUrl = page.url();

  await page
    .getByRole('navigation', { name: 'Supplier sections' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByText('Oops! No Records found')).toBeVisible();
  await expectAccessible(page, 'supplier products');

  await page.goto(summaryUrl);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Company')).toHaveValue('Whitlock Roasters');
  await expectAccessible(page, 'supplier edit');

  // The list finds it by name, with a suggestion as the name is typed.
  await page.goto('/manage/suppliers');
  const search = page.getByRole('combobox', { name: 'Search suppliers' });
  await search.fill('Ada Whit');
  // The visible suggestion (antd also keeps a hidden list for screen readers).
  await expect(page.locator('.ant-select-item-option', { hasText: 'Ada Whitlock' })).toBeVisible();
  await expect(page).toHaveURL(/query=Ada\+Whit/);
  await expect(page.getByRole('table').getByRole('link', { name: 'Ada Whitlock' })).toBeVisible();

  await search.fill('x'.repeat(26));
  await expect(page.getByText('Search must be at most 25 characters')).toBeVisible();
});

test('the supplier wizard can be completed by keyboard alone', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/manage/suppliers/new' });
  await expect(stepHeading(page, 'Company')).toBeVisible();

  await tabTo(page, field(page, 'Name'));
  await typeAlong(page, [
    'Kiri Tane',
    'Tane Textiles',
    'kiri@tanetextiles.com.au',
    null,
    'Wool yarn',
  ]);
  await chooseByKeyboard(page, 'Supplier type', 'Manu', 'Manufacturer');
  await expect(
    page.getByRole('form', { name: 'Add supplier' }).getByTitle('Manufacturer'),
  ).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'Supplies')).toBeFocused();
  await page.keyboard.press('Enter'); // Enter in a field submits the step

  await expect(stepHeading(page, 'Address')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Address line 1')).toBeFocused();
  await typeAlong(page, ['8 Wharf Road', null, 'Balmain', 'NSW', '2041']);
  // 249 countries: Enter picks the active option once the typed text has filtered the list.
  await chooseByKeyboard(page, 'Country', 'Australia', 'Australia');
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'Postcode')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'Review')).toBeFocused();
  await expect(page.getByText('Tane Textiles')).toBeVisible();
  await expect(page.getByText('Australia')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save Supplier' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiri Tane' })).toBeVisible();
  await expect(page.getByText('Manufacturer').first()).toBeVisible();
});

test('every customer screen passes axe', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/manage/customers' });
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'customer list');

  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  await expectAccessible(page, 'customer wizard: Customer');

  await page.goto('/manage/customers');
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/manage\/customers\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'customer summary');

  await page
    .getByRole('navigation', { name: 'Customer sections' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expectAccessible(page, 'customer products');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Company')).not.toHaveValue('');
  await expectAccessible(page, 'customer edit');
});

test('a saved supplier view becomes the default and opens the bare list after a reload', async ({
  page,
}) => {
  const table = await openOwnerTable(page, '/manage/suppliers?sort=-created_at', 'Suppliers');
  await saveViewAsDefault(page, 'Newest first', {
    menu: 'saved views menu',
    manage: 'manage saved views',
  });

  await page.goto('/manage/suppliers');
  await page.reload();
  await expect(page).toHaveURL(/\/manage\/suppliers\?sort=-created_at$/);
  await expect(page.getByText('Default view: Newest first')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'supplier list with its default view');
});
