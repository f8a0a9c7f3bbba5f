import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, openInApp, signIn } from './helpers';

const currentOrganisation = async (page: Page) =>
  (await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('KS_user') ?? '{}') as { x_organisation_uid?: string })
        .x_organisation_uid,
  )) ?? '';

/** Presses Tab (or Shift+Tab) until `target` has the focus: a keyboard user's way there. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  for (let n = 0; n < most; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('every shipping, e-mail and integration page passes axe', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const base = `/settings/organisation/${await currentOrganisation(page)}`;

  await openInApp(page, `${base}/shipping/preferences`);
  await expect(page.getByText('DDP — Delivered Duty Paid')).toBeVisible();
  await expectAccessible(page, 'shipping preferences');

  await page.getByRole('button', { name: 'Edit preferences' }).click();
  await expect(page.getByRole('form', { name: 'Shipping preferences' })).toBeVisible();
  await expectAccessible(page, 'shipping preferences edit');

  await openInApp(page, `${base}/shipping/methods`);
  await expect(page.getByRole('cell', { name: 'Sendle Standard' })).toBeVisible();
  await expectAccessible(page, 'shipping methods');

  await openInApp(page, `${base}/shipping/custom-methods`);
  await expect(page.getByRole('cell', { name: 'Standard Shipping' })).toBeVisible();
  await expectAccessible(page, 'custom methods');

  await page.getByRole('button', { name: 'Edit custom methods' }).click();
  await expect(page.getByLabel('Store title 1', { exact: true })).toHaveValue('Standard Shipping');
  await expectAccessible(page, 'custom methods edit');

  await openInApp(page, `${base}/email-preferences`);
  await expect(page.getByText('Weekly report e-mail')).toBeVisible();
  await expectAccessible(page, 'e-mail preferences');

  await page.getByRole('button', { name: 'Edit e-mail preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Weekly report e-mail' })).toBeVisible();
  await expectAccessible(page, 'e-mail preferences edit');

  await openInApp(page, `${base}/integrations`);
  const table = page.getByRole('table', { name: 'Integrations' });
  await expect(table.getByRole('cell', { name: 'Shopify', exact: true })).toBeVisible();
  await expectAccessible(page, 'integrations');

  await table.getByRole('link').first().click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeVisible();
  await expectAccessible(page, 'integration edit');
});

test('a member sees the edit and the Custom Methods tab restricted', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto(`/settings/organisation/${await currentOrganisation(page)}/shipping/preferences`);
  await expect(page.getByText('DDP — Delivered Duty Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit preferences' })).toBeDisabled();
  const tabs = page.getByRole('navigation', { name: 'Shipping tabs' });
  await expect(tabs.getByRole('button', { name: 'Custom Methods' })).toBeDisabled();
  await expectAccessible(page, 'shipping preferences as a member');
});

test('shipping preferences are edited by keyboard alone and kept after a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const base = `/settings/organisation/${await currentOrganisation(page)}`;
  await page.goto(`${base}/shipping/preferences`);
  await expect(page.getByText('DDP — Delivered Duty Paid')).toBeVisible();

  const edit = page.getByRole('button', { name: 'Edit preferences' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Shipping preferences' });
  await expect(form).toBeVisible();

  // Duties: from DDP to DAP, chosen in the select by typing.
  await tabTo(page, form.getByLabel('Duties terms of sale', { exact: true }));
  await page.keyboard.type('DAP');
  await page.keyboard.press('Enter');
  await expect(form.getByText('The recipient pays import duties')).toBeVisible();

  // A new import number row: Add puts the focus on its country.
  await tabTo(page, form.getByRole('button', { name: 'Add country import number' }));
  await page.keyboard.press('Enter');
  const country = form.getByLabel('Country 2', { exact: true });
  await expect(country).toBeFocused();
  await page.keyboard.type('Canada');
  await page.keyboard.press('Enter');
  // As a person does, move on once the list has closed on the choice.
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Import number 2', { exact: true })).toBeFocused();
  await page.keyboard.type('CA-123456789RM0001');

  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shipping preferences saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/shipping/preferences$`));

  await page.reload();
  await expect(page.getByText('DAP — Delivered At Place (duty unpaid)')).toBeVisible();
  await expect(page.getByText('Canada')).toBeVisible();
  await expect(page.getByText('CA-123456789RM0001')).toBeVisible();
  await expect(page.getByText('New Zealand')).toBeVisible();
});

test('a settings form puts its shared rule’s message on the field, keeps the entry and saves once it passes', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const base = `/settings/organisation/${await currentOrganisation(page)}`;
  await openInApp(page, `${base}/integrations`);
  const table = page.getByRole('table', { name: 'Integrations' });
  await expect(table.getByRole('cell', { name: 'Shopify', exact: true })).toBeVisible();
  await table.getByRole('link').first().click();

  const form = page.getByRole('form', { name: 'Integration' });
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).not.toHaveValue('');
  // Blank once trimmed: the rule the simulator also runs refuses it before anything is sent.
  await name.fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('   ');
  await expectAccessible(page, 'integration edit refused by its rule');

  await name.fill('Koala main shop');
  await expect(form.getByText('Name is required')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/integrations$`));

  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Integrations' })
      .getByRole('link', { name: 'Koala main shop' }),
  ).toBeVisible();
});
