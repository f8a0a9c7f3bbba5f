import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

test('goes to the outbound orders, searches, opens an order and lists the shortcuts, without the mouse', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // g then o: the outbound orders list.
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/orders\/outbound$/);
  const table = page.getByRole('table', { name: 'Outbound Orders' });
  const firstLink = table.getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const reference = ((await firstLink.textContent()) ?? '').trim();
  expect(reference).toMatch(/^#?\w+/);

  // '/' focuses the list's search; the key itself is not typed into it.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search outbound orders' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await search.pressSequentially(reference);
  const rows = table.locator('tbody tr.row-nav');
  // Once the search has answered, every row is an order of that reference.
  await expect(rows.filter({ hasNotText: reference })).toHaveCount(0);
  await expect(rows.first()).toContainText(reference);

  // ↓ to the row: it shows its focus; Enter opens its order.
  await page.keyboard.press('ArrowDown');
  await expect(rows.first()).toBeFocused();
  await expect(rows.first()).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  // '?' lists every shortcut, in an accessible dialog; Escape closes it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Outbound Orders');
  await expect(help).toContainText("Focus the list's search box");
  await expectAccessible(page, 'the keyboard shortcuts overlay');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
