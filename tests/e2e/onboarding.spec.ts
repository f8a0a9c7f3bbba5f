import { expect, test, type Page } from './fixtures';
import {
  DEMO_PASSWORD,
  expectAccessible,
  openLatestMail,
  organisationName,
  pasteInto,
  readCodeFromMailbox,
} from './helpers';

const NEW_PASSWORD = 'Fresh-Start-2026';
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function fillGetStarted(page: Page, email: string) {
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectAccessible(page, 'sign-up: Get Started');
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Checking availability…')).toBeHidden();
  await next(page).click();
}

async function fillPassword(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectAccessible(page, 'sign-up: password');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await next(page).click();
}

test('a new merchant signs up in four steps, pastes the mailed code and lands verified', async ({
  page,
}) => {
  const email = 'mia@wattle-and-twine.test';
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  await fillGetStarted(page, email);
  await fillPassword(page);

  await expect(page.getByRole('heading', { name: 'Choose a tier' })).toBeVisible();
  await expectAccessible(page, 'sign-up: tier');
  await page.getByRole('radio', { name: /Growth/ }).check();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Your Business Details' })).toBeVisible();
  await expectAccessible(page, 'sign-up: business details');
  await page.getByLabel('Organisation name').fill('Wattle & Twine');
  await expect(page.getByText('Checking availability…')).toBeHidden();
  await page.getByLabel('Legal name').fill('Wattle & Twine Pty Ltd');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Australia');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: "Let's Roll" }).click();

  // Signed in, unverified: the blocking dialog holds the code form, first box focused.
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(digit(page, 1)).toBeFocused();
  await expectAccessible(page, 'the verification dialog');

  const code = await readCodeFromMailbox(page, email);
  await pasteInto(digit(page, 1), code);
  // Auto-verify on the sixth digit: the dialog goes, the dashboard of the new organisation stays.
  await expect(dialog).toBeHidden();
  await expect(organisationName(page)).toHaveText('Wattle & Twine');
  await expectAccessible(page, 'the new organisation dashboard');

  // A reload keeps the verified session (no dialog again).
  await page.reload();
  await expect(organisationName(page)).toHaveText('Wattle & Twine');
  await expect(dialog).toBeHidden();
});

test('a reload in the middle of sign-up resumes at the same step', async ({ page }) => {
  await page.goto('/auth/signup');
  await fillGetStarted(page, 'leo@saltbush.test');
  await fillPassword(page);
  await expect(page.getByRole('heading', { name: 'Choose a tier' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose a tier' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('leo@saltbush.test');
  await expect(page.getByLabel('First name')).toHaveValue('Mia');
});

test('a wrong code clears the boxes; the first resend starts a 01:00 wait', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('unverified@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Code expires in/)).toBeVisible();

  const code = await readCodeFromMailbox(page, 'unverified@demo.test');
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
  await digit(page, 1).click();
  await page.keyboard.type(wrong);
  await expect(dialog.getByRole('alert')).toContainText('The code is invalid');
  for (let n = 1; n <= 6; n += 1) await expect(digit(page, n)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expectAccessible(page, 'the verification dialog after a wrong code');

  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog.getByText('01:00')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeDisabled();

  // The new code works.
  const fresh = await readCodeFromMailbox(page, 'unverified@demo.test');
  await digit(page, 1).click();
  await page.keyboard.type(fresh);
  await expect(dialog).toBeHidden();
});

test('forgot password → mailed link → new password → sign in with it', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill('member@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: /Check your inbox/ })).toBeVisible();
  await expectAccessible(page, 'forgot password: check your inbox');

  const drawer = await openLatestMail(page, 'member@demo.test', /Reset your KeepStock password/);
  await drawer.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\/[^/?]+\?o=/);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectAccessible(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await expectAccessible(page, 'reset password: done');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('member@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid login credentials. Please try again.',
  );
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test('an invited member accepts and lands in the organisation that invited them', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const drawer = await openLatestMail(
    page,
    'invited@demo.test',
    /invited you to join Harbour & Finch/,
  );
  await drawer.getByRole('link', { name: 'Accept the invitation' }).click();

  await expect(page).toHaveURL(/\/auth\/accept-invitation\?invitation_token=/);
  await expect(page.getByRole('main')).toContainText('Harbour & Finch');
  await expectAccessible(page, 'accept invitation');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Accept invitation' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(organisationName(page)).toHaveText('Harbour & Finch');
  await expectAccessible(page, 'the dashboard after accepting');
});
