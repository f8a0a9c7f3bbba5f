import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/** Records, when the HTML has been parsed (before any module script runs), what it showed. */
function watchFirstParse() {
  document.addEventListener('DOMContentLoaded', () => {
    const shell = document.querySelector('#root > [data-prepainted]');
    (window as { firstParse?: unknown }).firstParse = {
      prepainted: shell !== null,
      fieldsDisabled: [...(shell?.querySelectorAll('input, button') ?? [])].every(
        (control) => (control as HTMLInputElement).disabled,
      ),
    };
  });
}

test('the sign-in page paints from its HTML, without a script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to KeepStock' })).toBeVisible();
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expect(page.locator('input[name="email"]')).toBeDisabled();
  await expect(page.locator('input[name="password"]')).toBeDisabled();
  await expect(page.locator('button[type="submit"]')).toHaveText('Sign in');
  await expect(page.locator('button[type="submit"]')).toBeDisabled();
  // antd's styles came with the HTML: the button is laid out as the live one (a block, 40 px).
  const box = await page.locator('button[type="submit"]').boundingBox();
  expect(box?.height).toBe(40);
  await context.close();
});

test('the live page takes over in place, and a signed-in visitor never sees the form', async ({
  page,
}) => {
  await page.addInitScript(watchFirstParse);
  await page.goto('/auth/login');
  expect(await page.evaluate(() => (window as { firstParse?: unknown }).firstParse)).toEqual({
    prepainted: true,
    fieldsDisabled: true,
  });
  // The live page: enabled fields, no inert copy left, the pre-paint's styles dropped.
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.locator('[data-prepainted]')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expectAccessible(page);

  await signIn(page, 'owner@demo.test');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { firstParse?: unknown }).firstParse)).toEqual({
    prepainted: false,
    fieldsDisabled: true,
  });
});
