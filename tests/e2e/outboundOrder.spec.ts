import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, expectDraftSaved, signIn } from './helpers';

/*
 * Seeded facts of Koala Supply Co (the demo owner's first organisation), from the simulator's
 * seed: its last customer lives on a street the carrier refuses, and one product has no valid
 * cost price.
 */
const FAILING_CUSTOMER = 'Ruby Beier';
const NO_COST_SKU = 'KSC-GIF-0238';
const LAST_LINE_MESSAGE =
  'At least one item must remain in the list. You cannot remove the last item.';
const INSURANCE_REFUSAL = 'select a different method without insurance';

const FORM = 'Add outbound order';
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const form = (page: Page) => page.getByRole('form', { name: FORM });
const next = (page: Page) => form(page).getByRole('button', { name: 'Next', exact: true });
/** The dropdown antd has open now (earlier ones stay in the page, hidden). */
const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** Types into a search box and picks the suggestion whose text holds `pick` (or the first). */
async function search(
  page: Page,
  label: string | RegExp,
  text: string,
  pick?: (t: string) => boolean,
) {
  const box = form(page).getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await expect(openOptions(page).first()).toBeVisible();
  const options = openOptions(page);
  const count = await options.count();
  for (let i = 0; i < count; i += 1) {
    const option = options.nth(i);
    if (!pick || pick((await option.textContent()) ?? '')) {
      const label = (await option.textContent()) ?? '';
      await option.click();
      return label;
    }
  }
  throw new Error(`no suggestion for "${text}" fits`);
}

/** Opens an antd Select by its label and picks the option holding `text`. */
async function choose(page: Page, label: string, text: string) {
  await form(page).getByLabel(label, { exact: true }).click();
  await openOptions(page).filter({ hasText: text }).first().click();
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let n = 0; n < most; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const skuOf = (optionText: string) => /^(\S+) ·/.exec(optionText)?.[1] ?? '';

test('an outbound order: failing address overridden, line rules, insured refusal, a reload and Drafts, created, found through two filters and amended', async ({
  page,
}) => {
  const reference = `E2E-OUT-${Date.now() % 1e6}`;
  await signIn(page, 'owner@demo.test', { at: '/orders/outbound/new' });

  // Who
  await expect(stepHeading(page, 'Who')).toBeVisible();
  await expectAccessible(page, 'outbound wizard: Who');
  await search(page, /^Customer/, FAILING_CUSTOMER, (t) => t.includes(FAILING_CUSTOMER));
  await expect(page.getByText(`Customer: ${FAILING_CUSTOMER}`, { exact: false })).toBeVisible();
  await next(page).click();

  // Address: the carrier refuses it; the person uses it anyway.
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await expect(form(page).getByLabel('Address line 1', { exact: true })).toHaveValue(
    '1 Nowhere Road',
  );
  await next(page).click();
  await expect(page.getByText('The carrier cannot confirm this address')).toBeVisible();
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await expectAccessible(page, 'outbound wizard: Address refused');
  await form(page).getByRole('button', { name: 'Use this address anyway' }).click();
  const confirm = page.getByRole('dialog', { name: 'Use this address anyway?' });
  await expectAccessible(page, 'outbound wizard: override confirmation');
  await confirm.getByRole('button', { name: 'Use this address anyway' }).click();
  await expect(page.getByText(/You confirmed this address/)).toBeVisible();
  await next(page).click();

  // Products: two added, one removed, the last one refused.
  await expect(stepHeading(page, 'Products')).toBeVisible();
  await search(page, 'Add product', NO_COST_SKU, (t) => t.includes(NO_COST_SKU));
  await expect(form(page).getByRole('button', { name: `Remove ${NO_COST_SKU}` })).toBeVisible();
  const other = skuOf(await search(page, 'Add product', 'KSC', (t) => !t.includes(NO_COST_SKU)));
  await expect(form(page).getByRole('button', { name: `Remove ${other}` })).toBeVisible();
  await expectAccessible(page, 'outbound wizard: Products');
  await form(page)
    .getByRole('button', { name: `Remove ${other}` })
    .click();
  await expect(form(page).getByRole('button', { name: /^Remove KSC/ })).toHaveCount(1);
  const last = form(page).getByRole('button', { name: `Remove ${NO_COST_SKU}` });
  await last.click();
  await expect(page.getByRole('alert').filter({ hasText: LAST_LINE_MESSAGE })).toBeVisible();
  await expect(last).toBeEnabled();
  await expectAccessible(page, 'outbound wizard: last line refused');
  await next(page).click();

  // Shipping: an insured method is refused at once.
  await expect(stepHeading(page, 'Shipping')).toBeVisible();
  await choose(page, 'Shipping method', 'Express Post');
  await expect(page.getByText(INSURANCE_REFUSAL)).toBeVisible();
  await expectAccessible(page, 'outbound wizard: insured method refused');
  await choose(page, 'Shipping method', 'Parcel Post');
  await expect(page.getByText(INSURANCE_REFUSAL)).toBeHidden();
  await form(page).getByLabel('Reference', { exact: true }).fill(reference);
  await form(page).getByRole('button', { name: 'Add parcel' }).click();
  await form(page).getByLabel('Weight of parcel 1').fill('2');
  await form(page).getByLabel('Length of parcel 1').fill('50');
  await form(page).getByLabel('Width of parcel 1').fill('40');
  await form(page).getByLabel('Height of parcel 1').fill('30');
  await expect(page.getByText(/Volumetric weight of parcel 1: 12 kg/)).toBeVisible();

  // A reload mid-way; the Drafts list brings the person back to where they were.
  // The draft is saved a moment after the last change (the parcel's height).
  await expectDraftSaved(page, 'KS_outbound_order_draft', '"height":30');
  await page.reload();
  await expect(page.getByText('You have an unfinished outbound order')).toBeVisible();
  await page.goto('/orders/draft');
  await expectAccessible(page, 'drafts list with an outbound draft');
  await page.getByRole('button', { name: 'Continue outbound draft' }).click();
  await expect(stepHeading(page, 'Shipping')).toBeVisible();
  await expect(form(page).getByLabel('Reference', { exact: true })).toHaveValue(reference);
  await next(page).click();

  // Review and create.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(form(page).getByText(reference)).toBeVisible();
  await expectAccessible(page, 'outbound wizard: Review');
  await form(page).getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
  await expect(page.getByText(`Outbound order ${reference} created`)).toBeVisible();
  await expectAccessible(page, 'the new order summary');

  // Found again in the list through two filters (its shipping method and its channel)…
  await page.goto('/orders/outbound');
  await chooseFilter(page, 'Shipping', 'Australia Post Parcel Post');
  await expect(page).toHaveURL(/shipping_method=/);
  await chooseFilter(page, 'Sub type', 'Portal');
  await expect(page).toHaveURL(/source=portal/);
  const row = page
    .getByRole('table', { name: 'Outbound Orders' })
    .locator('tbody tr[data-row-key]', { hasText: reference });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, 'the outbound list, filtered to the new order');
  // …then amended with a reason.
  await row.getByRole('link', { name: reference }).click();
  await page.locator('.detail-header').getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: /Amend order/ });
  await amend.getByLabel(/Reason/).fill('The customer asked for a different size');
  await amend.getByRole('button', { name: 'Move to amending' }).click();
  await expect(page.getByText('Order moved to amending')).toBeVisible();
  await expect(page.locator('.detail-header').getByText('Amending', { exact: true })).toBeVisible();
});

/** One of the order list's filters, by its label and the option's text. */
async function chooseFilter(page: Page, label: string, option: string) {
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('combobox', { name: label, exact: true })
    .click();
  await page.getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}

test('the outbound wizard can be completed by keyboard alone', async ({ page }) => {
  const reference = `E2E-KEY-${Date.now() % 1e6}`;
  await signIn(page, 'owner@demo.test', { at: '/orders/outbound/new' });
  await expect(stepHeading(page, 'Who')).toBeVisible();

  // Who: type the customer whose street the carrier refuses, arrow to it, Enter.
  await tabTo(page, form(page).getByRole('combobox', { name: /^Customer/ }));
  await page.keyboard.type(FAILING_CUSTOMER);
  const suggestion = openOptions(page).filter({ hasText: FAILING_CUSTOMER });
  await expect(suggestion).toHaveCount(1);
  await expect(openOptions(page)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Customer: ${FAILING_CUSTOMER}`, { exact: false })).toBeVisible();
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // Address: Next validates; the refused address is confirmed by keyboard too.
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await expect(stepHeading(page, 'Address')).toBeFocused();
  await expect(form(page).getByLabel('Address line 1', { exact: true })).toHaveValue(
    '1 Nowhere Road',
  );
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The carrier cannot confirm this address')).toBeVisible();
  await expect(stepHeading(page, 'Address')).toBeVisible();
  await tabTo(page, form(page).getByRole('button', { name: 'Use this address anyway' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Use this address anyway?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Use this address anyway' }));
  await page.keyboard.press('Enter');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // Products
  await expect(stepHeading(page, 'Products')).toBeFocused();
  await tabTo(page, form(page).getByRole('combobox', { name: 'Add product' }));
  await page.keyboard.type('KSC');
  await expect(openOptions(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('button', { name: /^Remove KSC/ })).toHaveCount(1);
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // Shipping
  await expect(stepHeading(page, 'Shipping')).toBeFocused();
  await tabTo(page, form(page).getByLabel('Shipping method', { exact: true }));
  await page.keyboard.type('Parcel Post');
  await page.keyboard.press('Enter');
  await tabTo(page, form(page).getByLabel('Reference', { exact: true }));
  await page.keyboard.type(reference);
  await page.keyboard.press('Enter'); // Enter in a field is Next

  // Review
  await expect(stepHeading(page, 'Review')).toBeFocused();
  await tabTo(page, form(page).getByRole('button', { name: 'Create order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
  await expect(page.getByText(`Outbound order ${reference} created`)).toBeVisible();
});

test('a customer added inline is chosen and their address validates', async ({ page }) => {
  const email = `e2e-${Date.now() % 1e6}@paratahome.co.nz`;
  await signIn(page, 'owner@demo.test', { at: '/orders/outbound/new' });
  await expect(stepHeading(page, 'Who')).toBeVisible();
  await form(page).getByRole('button', { name: 'Add a new customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a customer' });
  await dialog.getByLabel('Name', { exact: true }).fill('Tui Parata');
  await dialog.getByLabel('Company', { exact: true }).fill('Parata Homewares');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Customer type', { exact: true }).click();
  await openOptions(page).filter({ hasText: 'Retailer' }).first().click();
  await dialog.getByLabel('Address line 1', { exact: true }).fill('14 Queen Street');
  await dialog.getByLabel('Suburb', { exact: true }).fill('Auckland');
  await dialog.getByLabel('State', { exact: true }).fill('Auckland');
  await dialog.getByLabel('Postcode', { exact: true }).fill('1010');
  await dialog.getByLabel('Country', { exact: true }).click();
  await page.keyboard.type('New Zealand');
  await page.keyboard.press('Enter');
  await expectAccessible(page, 'outbound wizard: add a customer');
  await dialog.getByRole('button', { name: 'Save customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Customer: Tui Parata', { exact: false })).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 'Address')).toBeVisible();
  await expect(form(page).getByLabel('Address line 1', { exact: true })).toHaveValue(
    '14 Queen Street',
  );
  await form(page).getByRole('button', { name: 'Validate address' }).click();
  await expect(page.getByText('Address validated: a carrier can deliver here')).toBeVisible();
  await expectAccessible(page, 'outbound wizard: Address validated');
});
