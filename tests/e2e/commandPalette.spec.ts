import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/** Presses Tab until the focused element is a link or button named `name` (keyboard only). */
async function tabTo(page: Page, name: string, most = 60) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('finds an order by its reference, opens it and its Chat tab, without the mouse', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');

  // Ctrl-K → "outbound" → Enter: the outbound list, whose first row names an order.
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: 'Search and go to' });
  await expect(box).toBeFocused();
  await expectAccessible(page, 'the command palette');
  await box.pressSequentially('outbound');
  await expect(page.getByRole('option', { name: /^Outbound Orders/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound$/);
  const firstLink = page.getByRole('table').getByRole('link').first();
  const reference = ((await firstLink.textContent()) ?? '').trim();
  expect(reference).toMatch(/^#?\w+/);

  // The general search finds it by reference; Enter opens it.
  await page.keyboard.press('Control+K');
  await box.pressSequentially(reference);
  const orders = page.getByRole('group', { name: 'Orders' });
  const option = orders.getByRole('option', {
    name: new RegExp(`^${reference.replace('#', '\\#')} `),
  });
  await expect(option).toBeVisible();
  await expectAccessible(page, 'the general search');
  while ((await option.getAttribute('aria-selected')) !== 'true')
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  // Its Chat tab, by Tab and Enter.
  await tabTo(page, 'Chat');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/chat$/);
  await expectAccessible(page);
});
