import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectDraftSaved, field, fillProductDetails, signIn } from './helpers';

const next = (page: Page) => page.getByRole('button', { name: /Next$/ });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function addType(page: Page, unit: 'Box' | 'Carton', sides: number[], perParent: number) {
  await page.getByRole('button', { name: `Add ${unit}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeVisible();
  await expectAccessible(page, `${unit} type: Dimensions`);
  await field(page, 'Length (cm)').fill(String(sides[0]));
  await field(page, 'Width (cm)').fill(String(sides[1]));
  await field(page, 'Height (cm)').fill(String(sides[2]));
  await field(page, 'Weight (kg)').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  if (perParent > 0) {
    await field(page, unit === 'Box' ? 'Items per box' : 'Boxes per carton').fill(
      String(perParent),
    );
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

test('a product is created through the wizard, resumed after a reload, found by part of its SKU, and refuses a carton smaller than its box', async ({
  page,
}) => {
  const sku = 'E2E-WOOL-BEANIE-01';
  await signIn(page, 'owner@demo.test', { at: '/space/products' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expectAccessible(page, 'product wizard: Details');

  await fillProductDetails(page, {
    sku,
    title: 'Merino beanie, charcoal',
    description: 'Knitted hat, 100% merino wool.',
  });
  await next(page).click();
  await expect(stepHeading(page, 'Values')).toBeVisible();
  // The Next button that finished loading is announced by its label alone.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await expectAccessible(page, 'product wizard: Values');
  await field(page, 'HS code').fill('6505.00');

  // Leave mid-way: reload, then the list offers to continue the draft.
  await expectDraftSaved(page, 'KS_product_draft', '"hs_code":"6505.00"');
  await page.goto('/space/products');
  await page.reload();
  await page.getByRole('button', { name: 'Continue Adding Product' }).click();
  await expect(stepHeading(page, 'Values')).toBeVisible();
  await expect(field(page, 'HS code')).toHaveValue('6505.00');

  await field(page, 'Manufactured country').click();
  await page.keyboard.type('Australia');
  await page.keyboard.press('Enter');
  await field(page, 'Supplier value').fill('9.5');
  await field(page, 'Sales value').fill('39');
  await next(page).click();
  await expect(stepHeading(page, 'Preferences')).toBeVisible();
  await expectAccessible(page, 'product wizard: Preferences');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merino beanie, charcoal' }),
  ).toBeVisible();
  await expectAccessible(page, 'the new product');

  // The list finds it by typing part of the SKU.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('searchbox').fill('wool-bean');
  await expect(page).toHaveURL(/q=wool-bean/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: sku })).toHaveCount(1);
  await expect(rows).toHaveCount(2); // header + the one match
  await expectAccessible(page, 'the product list, searched');
  await page.getByRole('link', { name: sku }).click();
  await expect(page).toHaveURL(/\/space\/products\/\d+\/summary$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merino beanie, charcoal' }),
  ).toBeVisible();

  // Types: a box, then a carton smaller than that box is refused.
  await page.getByRole('link', { name: 'Types' }).click();
  await expect(page.getByRole('button', { name: 'Add Box' })).toBeVisible();
  await expectAccessible(page, 'product types');
  await addType(page, 'Box', [30, 25, 10], 12);
  await page.getByRole('button', { name: 'Create box type' }).click();
  await expect(page.getByText('Box type added')).toBeVisible();
  await addType(page, 'Carton', [20, 20, 5], 0);
  await expect(page.getByText('dimensions are smaller than the parent')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeVisible();
  await expectAccessible(page, 'carton type refused');
});

test('a CSV of 50 rows with 3 bad ones reports exactly those 3 and imports the rest', async ({
  page,
}) => {
  const header =
    'sku,title,length,width,height,weight,manufactured_country,supplier_value,hs_code,sales_value';
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return [
      `CSV-${n}`,
      `Imported tote ${n}`,
      '30',
      '20',
      '5',
      '0.4',
      'AU',
      '3.50',
      '4202.92',
      '12',
    ];
  });
  rows[9]![1] = ''; // row 11: no title
  rows[24]![8] = '12345'; // row 26: bad HS code
  rows[39]![0] = 'CSV 040'; // row 41: a space in the SKU
  const csv = [header, ...rows.map((r) => r.join(','))].join('\n');

  await signIn(page, 'owner@demo.test', { at: '/space/products' });
  await page.getByRole('button', { name: 'Add Multiple Products' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Multiple Products' });
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'totes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(drawer.getByText('totes.csv: 47 of 50 rows ready to import')).toBeVisible();
  const problems = drawer.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(problems).toHaveCount(3);
  await expect(problems.filter({ hasText: /SKU may only contain/ })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'Title is required' })).toHaveCount(1);
  await expect(problems.filter({ hasText: /HS code/ })).toHaveCount(1);
  await expectAccessible(page, 'CSV import: review');

  await drawer.getByRole('button', { name: 'Import 47 valid rows' }).click();
  await expect(drawer.getByText('47 products created, 3 rows not created')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    drawer.getByRole('region', { name: 'Created (47)' }).getByRole('listitem'),
  ).toHaveCount(47);
  await expectAccessible(page, 'CSV import: report');
});

test('a bundle is created from two products and then archived, leaving the list', async ({
  page,
}) => {
  const sku = 'E2E-GIFT-BOX-1';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await signIn(page, 'owner@demo.test', { at: '/space/bundles' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Bundle' }).click();

  // Products: find two by part of their SKU, raise one quantity.
  const search = page.getByLabel('Search products');
  await search.fill('KSC-');
  const adds = page.getByRole('button', { name: /^Add KSC-/ });
  await expect(adds.first()).toBeVisible();
  const firstSku = (await adds.nth(0).getAttribute('aria-label'))!.replace(/^Add /, '');
  await adds.nth(0).click();
  await page
    .getByRole('button', { name: /^Add KSC-/ })
    .first()
    .click();
  await page.getByLabel(`Quantity of ${firstSku}`).fill('2');
  await expectAccessible(page, 'bundle wizard: Products');
  await page.getByRole('button', { name: 'Next' }).click();

  // Details: prepping steps and the required image.
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  await page.getByLabel('SKU', { exact: true }).fill(sku);
  await page.getByLabel('Title', { exact: true }).fill('Breakfast gift box');
  await page.getByLabel('Length (cm)').fill('30');
  await page.getByLabel('Width (cm)').fill('20');
  await page.getByLabel('Height (cm)').fill('10');
  await page.getByLabel('Weight (kg)').fill('2');
  await page.getByRole('switch', { name: 'Prepping required' }).click();
  await page.getByLabel('Step 1', { exact: true }).fill('Wrap in tissue');
  await page
    .getByLabel('Bundle image')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByAltText('Bundle preview')).toBeVisible();
  await expect(page.getByText('SKU is available')).toBeVisible();
  await expectAccessible(page, 'bundle wizard: Details');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await expectAccessible(page, 'bundle wizard: Review');
  await page.getByRole('button', { name: 'Create Bundle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breakfast gift box' })).toBeVisible();
  await expectAccessible(page, 'the new bundle');

  // Archive: irreversible, confirmed, then gone from the list.
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'archive bundle dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Archive bundle' }).click();
  await expect(page.getByText('Bundle archived')).toBeVisible();
  await page.goto('/space/bundles');
  await page.getByRole('searchbox').fill(sku);
  await expect(page.getByText('Oops! No Records found')).toBeVisible();
  await expectAccessible(page, 'the bundle list, no match');
});

test('Back after paging the product list shows the first page again', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/space/products' });
  const firstSku = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  const pageOneSku = await firstSku.textContent();
  await page.getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstSku).not.toHaveText(pageOneSku ?? '');
  await expectAccessible(page, 'the product list, page 2');
  await page.goBack();
  await expect(page).toHaveURL(/\/space\/products$/);
  await expect(firstSku).toHaveText(pageOneSku ?? '');
});
