import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, organisationName, signIn } from './helpers';

test('the owner moves around, switches organisation, reloads and signs out', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await expect(organisationName(page)).toHaveText('Koala Supply Co');
  await expect(page.getByText('Active products')).toBeVisible();
  await expectAccessible(page);

  // Side navigation → a Space page, with its breadcrumbs.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Operations')).toBeVisible();
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/space\/products$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByText('Products')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Products | KeepStock');
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Outbound' }).click();
  await expect(page).toHaveURL(/\/orders\/outbound$/);
  await expect(page).toHaveTitle('Outbound Orders | KeepStock');
  await expectAccessible(page);
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Switch organisation: the header and the dashboard now speak of the other one.
  await page.getByRole('button', { name: 'Switch organisation' }).click();
  await expect(page.getByRole('menuitem', { name: /Harbour & Finch/ })).toBeVisible();
  await expectAccessible(page, 'the organisation menu');
  await page.getByRole('menuitem', { name: /Harbour & Finch/ }).click();
  await expect(organisationName(page)).toHaveText('Harbour & Finch');
  await expect(page.getByText(/You are working in/)).toContainText('Harbour & Finch');
  await expectAccessible(page);

  // Reload: still signed in, still in the organisation chosen (the simulator kept the session).
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Olivia/ })).toBeVisible();
  await expect(organisationName(page)).toHaveText('Harbour & Finch');

  // Sign out.
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'the settings drawer');
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: /Logout/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('KS_user'))).toBeNull();
  await expectAccessible(page);

  // The old session is gone: a protected page asks to sign in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a deep link survives the trip through sign-in', async ({ page }) => {
  await page.goto('/changelog');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { name: 'Version 4.4.6' })).toBeVisible();
  await expectAccessible(page);
});

test('a member is kept out of billing', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/settings/billing');
  await expect(page).toHaveURL(/\/not-allowed$/);
  await expect(page.getByRole('heading', { name: 'Not Allowed' })).toBeVisible();
  await expectAccessible(page, 'Not Allowed, as a member');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await signIn(page, 'owner@demo.test');
  const second = await context.newPage();
  await second.goto('/changelog');
  await expect(second.getByRole('heading', { name: "What's new" })).toBeVisible();

  await page.getByRole('button', { name: 'Open settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: /Logout/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await expect(second).toHaveURL(/\/auth\/login$/);
});

test('wrong credentials show the server message and keep the e-mail', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid login credentials. Please try again.',
  );
  await expect(page.getByLabel('Email')).toHaveValue('owner@demo.test');
  await expectAccessible(page, 'the login form with its error');
});
