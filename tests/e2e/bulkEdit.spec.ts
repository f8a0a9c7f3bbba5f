import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

test('two products are selected in the list, one unit cost is changed in the bulk grid, reviewed and applied', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/space/products' });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The SKU is each row's first link.
  const firstSku = (await rows.nth(1).getByRole('link').first().textContent())!.trim();
  const secondSku = (await rows.nth(2).getByRole('link').first().textContent())!.trim();

  await page.getByRole('checkbox', { name: `Select ${firstSku}` }).check();
  await page.getByRole('checkbox', { name: `Select ${secondSku}` }).check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  await expectAccessible(page, 'product list with a selection');
  await page.getByRole('button', { name: 'Edit in bulk' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Products in Bulk' }),
  ).toBeVisible();
  const cost = page.getByRole('textbox', { name: `Supplier value, ${firstSku}` });
  await expect(cost).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Supplier value, ${secondSku}` })).toBeVisible();
  await expectAccessible(page, 'bulk edit grid');

  // A reload keeps the grid (the selection is in the tab's session).
  await page.reload();
  await expect(cost).toBeVisible();

  await cost.fill('23.45');
  // Enter moves down, as in a spreadsheet.
  await cost.press('Enter');
  await expect(page.getByRole('textbox', { name: `Supplier value, ${secondSku}` })).toBeFocused();

  await page.getByRole('button', { name: 'Review changes' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText('→ 23.45');
  await expect(changes).not.toContainText(secondSku);
  await expectAccessible(page, 'bulk edit review');
  await page.getByRole('button', { name: 'Apply changes' }).click();

  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('row', { name: new RegExp(firstSku) })).toContainText('Updated');
  await expectAccessible(page, 'bulk edit result');

  // The product's own page shows the new cost.
  await page.goto('/space/products');
  await page.getByRole('link', { name: firstSku, exact: true }).click();
  await expect(page.getByText(/23\.45/).first()).toBeVisible();
});
