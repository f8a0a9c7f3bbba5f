import { expectSubmitSurvivesFaults } from './faults';
import { base, chooseCountry, expect, heading, next, press, test, unique } from './faultFlows';
import { field, fillProductDetails } from './helpers';

/*
 * Faults at every submit (faultFlows.ts): sign-up and the catalogue's wizards. The orders',
 * partners', organisation's and chat's are in faultsOrders.spec.ts.
 */

base('sign-up', async ({ page }) => {
  const email = `faults-${unique()}@saltbush.test`;
  const organisation = `Saltbush ${unique()}`;
  await page.goto('/auth/signup');
  await field(page, 'First name').fill('Mia');
  await field(page, 'Last name').fill('Nguyen');
  await field(page, 'Email').fill(email);
  // The first check of a fresh browser waits for its database to be seeded (slow when busy).
  await expect(page.getByText('Checking availability…')).toBeHidden({ timeout: 90_000 });
  await next(page).click();
  await field(page, 'Password').fill('Fresh-Start-2026');
  await field(page, 'Confirm password').fill('Fresh-Start-2026');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await next(page).click();
  await page.getByRole('radio', { name: /Growth/ }).check();
  await next(page).click();
  await field(page, 'Organisation name').fill(organisation);
  await expect(page.getByText('Checking availability…')).toBeHidden();
  await field(page, 'Legal name').fill(`${organisation} Pty Ltd`);
  await page.getByRole('combobox', { name: 'Country' }).fill('Australia');
  await page.keyboard.press('Enter');

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, "Let's Roll"),
    expectKept: async () => {
      await expect(page.getByRole('heading', { name: 'Your Business Details' })).toBeVisible();
      await expect(field(page, 'Organisation name')).toHaveValue(organisation);
      await expect(field(page, 'Legal name')).toHaveValue(`${organisation} Pty Ltd`);
    },
    // Sign-up is not de-duplicated (docs/api.md): the account the lost answer made is there, so
    // the second press is refused on the e-mail, and the person signs in with it.
    expectDone: async () => {
      await expect(page.getByText('Email has already been taken')).toBeVisible();
      await expect(field(page, 'Email')).toHaveValue(email);
    },
    collection: ['users', 'organisations'],
    path: '^/auth/?$',
  });
});

test('product', async ({ page }) => {
  const sku = `FLT-PROD-${unique()}`;
  await page.goto('/space/products/new');
  await fillProductDetails(page, { sku, title: 'Fault-proof beanie', description: 'Knitted hat.' });
  await next(page).click();
  await expect(heading(page, 'Values')).toBeVisible();
  await field(page, 'HS code').fill('6505.00');
  await chooseCountry(page, 'Manufactured country');
  await field(page, 'Supplier value').fill('9.5');
  await field(page, 'Sales value').fill('39');
  await next(page).click();
  await expect(heading(page, 'Preferences')).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Create product'),
    expectKept: async () => {
      await expect(heading(page, 'Preferences')).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(field(page, 'HS code')).toHaveValue('6505.00');
      await expect(field(page, 'Sales value')).toHaveValue('39.00');
      await next(page).click();
      await expect(heading(page, 'Preferences')).toBeVisible();
    },
    expectDone: async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Fault-proof beanie' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/space\/products\/\d+\/summary$/);
    },
    collection: 'products',
    path: '^/items/?$',
  });
});

test('product type (box)', async ({ page }) => {
  // KSC-BAB-0001 (id 1) has its base unit only in the seed.
  await page.goto('/space/products/1/types/new?unit=BOX');
  await expect(heading(page, 'Dimensions', 3)).toBeVisible();
  await field(page, 'Length (cm)').fill('60');
  await field(page, 'Width (cm)').fill('50');
  await field(page, 'Height (cm)').fill('40');
  await field(page, 'Weight (kg)').fill('5');
  await next(page).click();
  await field(page, 'Items per box').fill('2');
  await next(page).click();
  await expect(heading(page, 'Review', 3)).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Create box type'),
    expectKept: async () => {
      await expect(heading(page, 'Review', 3)).toBeVisible();
      await expect(page.getByRole('form', { name: 'Add box type' })).toContainText('60');
    },
    expectDone: async () => {
      await expect(page.getByText('Box type added')).toBeVisible();
      await expect(page).toHaveURL(/\/space\/products\/1\/types$/);
      await expect(page.getByRole('button', { name: 'Add Box' })).toBeHidden();
    },
    // A type lives inside its product: adding one writes one `type_added` history entry.
    collection: 'history',
    path: '^/items/1/types/?$',
  });
});

test('bundle', async ({ page }) => {
  const sku = `FLT-BUN-${unique()}`;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.goto('/space/bundles/new');
  await page.getByLabel('Search products').fill('KSC-');
  await page
    .getByRole('button', { name: /^Add KSC-/ })
    .first()
    .click();
  await expect(page.getByLabel(/^Quantity of KSC-/)).toHaveCount(1);
  await next(page).click();
  await expect(heading(page, 'Details')).toBeVisible();
  await field(page, 'SKU').fill(sku);
  await field(page, 'Title').fill('Fault-proof gift box');
  await field(page, 'Length (cm)').fill('30');
  await field(page, 'Width (cm)').fill('20');
  await field(page, 'Height (cm)').fill('10');
  await field(page, 'Weight (kg)').fill('2');
  await page
    .getByLabel('Bundle image')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByAltText('Bundle preview')).toBeVisible();
  await expect(page.getByText('SKU is available')).toBeVisible();
  await next(page).click();
  await expect(heading(page, 'Review')).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Create Bundle'),
    expectKept: async () => {
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page.getByText(sku)).toBeVisible();
    },
    expectDone: async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Fault-proof gift box' }),
      ).toBeVisible();
    },
    collection: 'bundles',
    path: '^/bundles/?$',
  });
});

test('category', async ({ page }) => {
  const name = `Fault-proof ${unique()}`;
  await page.goto('/space/categories/new');
  await field(page, 'Name').fill(name);
  await field(page, 'Color').fill('#1a2b3c');

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Add Category'),
    expectKept: async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Add Category' })).toBeVisible();
      await expect(field(page, 'Name')).toHaveValue(name);
    },
    expectDone: async () => {
      await expect(page.getByText(`Category “${name}” created`)).toBeVisible();
      await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
    },
    collection: 'categories',
    path: '^/categories/?$',
  });
});

/** A partner wizard (Company, Address, Review): what differs between suppliers and customers. */
