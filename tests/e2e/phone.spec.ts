import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/**
 * The phone layout at 390 × 844 (≤ 576 px): every page of the side navigation fits the width
 * (no sideways scroll of the page itself) and passes axe, target size (WCAG 2.2) included
 * (helpers.ts turns it on); the lists show their first row above the fold with their filters
 * behind a 'Filters' button; the navigation drawer works by keyboard alone.
 */

const PHONE = { width: 390, height: 844 };

/** Ready: the page's h1 is shown and nothing is still loading. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Signs in as the demo owner on a phone-sized window. */
async function signInOnPhone(page: Page) {
  // The fixtures' persistent context fixes its viewport at launch: resize the page instead.
  await page.setViewportSize(PHONE);
  await signIn(page, 'owner@demo.test');
}

/** Opens the navigation drawer from the header's menu button. */
async function openNavigation(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The page is no wider than the window: only a table's own region may scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Opens a page through the navigation drawer, as a person on a phone does. */
async function goThroughNavigation(page: Page, path: string) {
  const drawer = await openNavigation(page);
  await drawer.locator(`a[href="${path}"]`).first().click();
  // Following a link closes the drawer.
  await expect(drawer).toBeHidden();
  await ready(page);
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The list's first row lies wholly above the fold, and the Filters button opens its filters. */
async function expectListFirst(
  page: Page,
  filterName: { role: 'group' | 'combobox'; name: string },
) {
  const firstRow = page.locator('.ant-table-tbody > tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const box = (await firstRow.boundingBox())!;
  expect(box.y + box.height, 'the first row ends above the fold').toBeLessThanOrEqual(PHONE.height);

  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeVisible();
  await expect(page.getByRole(filterName.role, { name: filterName.name })).toBeHidden();
  await filters.click();
  const drawer = page.getByRole('dialog', { name: /^Filters/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole(filterName.role, { name: filterName.name })).toBeVisible();
  await expectAccessible(page, `${page.url()} with its filters open`, { soft: true });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filters).toBeFocused();
}

test('every page of the navigation fits a 390 px screen and passes axe', async ({ page }) => {
  test.setTimeout(300_000);
  await signInOnPhone(page);
  // Measured once its cards have loaded: what they bring (the charts' tables for screen readers
  // among them) must fit too.
  await ready(page);
  await expectNoSidewaysScroll(page, '/dashboard');
  await expectAccessible(page, '/dashboard', { soft: true });

  // The pages the navigation offers, read from the navigation itself (links only: a page the
  // role may not open is listed without a link).
  const drawer = await openNavigation(page);
  const paths = await drawer
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThan(10);
  await expectAccessible(page, 'the navigation drawer', { soft: true });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  for (const path of new Set(paths)) {
    await test.step(path, async () => {
      await goThroughNavigation(page, path);
      await expectNoSidewaysScroll(page, path);
      await expectAccessible(page, path, { soft: true });
    });
  }
});

test('the product and outbound order lists show a row first and keep their filters behind a button', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInOnPhone(page);

  await goThroughNavigation(page, '/space/products');
  await expectListFirst(page, { role: 'group', name: 'Low stock' });

  await goThroughNavigation(page, '/orders/outbound');
  await expectListFirst(page, { role: 'combobox', name: 'Status' });

  // The table scrolls inside its own named region, by keyboard, its first column staying put.
  const region = page.getByRole('region', { name: 'Outbound Orders table' });
  const firstCell = region
    .locator('.ant-table-tbody > tr.ant-table-row')
    .first()
    .locator('td')
    .first();
  // Its rows may still be arriving: a box is measured once the cell is shown.
  await expect(firstCell).toBeVisible();
  const before = (await firstCell.boundingBox())!;
  await region.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = (await firstCell.boundingBox())!;
  expect(Math.round(after.x)).toBe(Math.round(before.x));
  await expectNoSidewaysScroll(page, '/orders/outbound scrolled');
});

test('the navigation drawer works by keyboard alone', async ({ page }) => {
  await signInOnPhone(page);
  const menu = page.getByRole('button', { name: 'Open navigation' });

  // Start from the page's first stop, the skip link (where Tab from the address bar lands);
  // the menu button is the next one.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await tabTo(page, menu, 5);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The focus moves into the drawer and stays there.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Once the drawer has slid in, onto its first link (not the drawer's frame).
  await expect(drawer.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  const outbound = drawer.getByRole('link', { name: 'Outbound' });
  // Tab through the drawer to the link, as a keyboard user would.
  await tabTo(page, outbound);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/outbound$/);
  await expect(drawer).toBeHidden();

  // The breadcrumbs keep the last two segments on a phone: no 'Home' before 'Orders / Outbound'.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Orders', 'Outbound']);
});
