import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, openInApp, signIn } from './helpers';

/**
 * Every built route passes axe with no serious or critical violation. Each route is checked
 * softly so one run reports them all. The settings, billing, wallet and report routes are checked
 * by the specs that drive them (organisations, team, organisationPreferences, billing, reports).
 */

/** Ready: the page's h1 is shown and nothing is still loading. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Opens `path` inside the running app (openInApp); the public pages are loaded in full. */
async function visit(page: Page, path: string, { reload = false } = {}) {
  await test.step(path, async () => {
    if (reload) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    } else await openInApp(page, path);
    await ready(page);
    await expectAccessible(page, path, { soft: true });
  });
}

/** Checks each page in turn. */
async function visitEach(page: Page, paths: readonly string[], options?: { reload?: boolean }) {
  for (const path of paths) await visit(page, path, options);
}

/** The id of the first record a list opens, read from the URL it leads to. */
async function firstId(
  page: Page,
  list: string,
  opener: (table: Locator) => Locator,
  pattern: RegExp,
) {
  await visit(page, list);
  await opener(page.getByRole('table')).first().click();
  await expect(page).toHaveURL(pattern);
  return pattern.exec(new URL(page.url()).pathname)![1];
}

test('the public pages pass axe', async ({ page }) => {
  await visitEach(
    page,
    [
      '/auth/login',
      '/auth/signup',
      '/auth/forgot-password',
      '/auth/reset-password/not-a-real-token',
      '/auth/magic_sign_in',
      '/auth/accept-invitation',
      '/access-denied',
    ],
    { reload: true },
  );
});

test('the dashboard, system and status pages pass axe for a signed-in owner', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await visitEach(page, [
    '/dashboard',
    '/gettingstart',
    '/changelog',
    '/404',
    '/500',
    '/not-allowed',
  ]);
});

test('every catalogue and profile page passes axe for a signed-in owner', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner@demo.test');

  const product = await firstId(
    page,
    '/space/products',
    (table) => table.getByRole('link'),
    /\/space\/products\/(\d+)\//,
  );
  const bundle = await firstId(
    page,
    '/space/bundles',
    (table) => table.getByRole('link'),
    /\/space\/bundles\/(\d+)\//,
  );
  const category = await firstId(
    page,
    '/space/categories',
    (table) => table.getByRole('button', { name: /^Edit / }),
    /\/space\/categories\/(\d+)\/edit/,
  );

  await visitEach(page, [
    '/space/products/new',
    `/space/products/${product}/summary`,
    `/space/products/${product}/summary/edit`,
    `/space/products/${product}/types`,
    `/space/products/${product}/types/new?unit=Box`,
    `/space/products/${product}/movement`,
    `/space/products/${product}/history`,
    `/space/products/${product}/activity`,
    '/space/bundles/new',
    `/space/bundles/${bundle}/summary`,
    `/space/bundles/${bundle}/summary/edit`,
    `/space/bundles/${bundle}/movement`,
    '/space/categories/new',
    `/space/categories/${category}/edit`,
    '/settings/profile/details',
    '/settings/profile/details/edit',
  ]);
});

test('the activity trail and a supplier’s Activity tab pass axe for a signed-in owner', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const supplier = await firstId(
    page,
    '/manage/suppliers',
    (table) => table.getByRole('link'),
    /\/manage\/suppliers\/(\d+)\//,
  );
  await visitEach(page, [
    '/manage/activity',
    '/manage/activity?kind=supplier',
    `/manage/suppliers/${supplier}/activity`,
  ]);
});
