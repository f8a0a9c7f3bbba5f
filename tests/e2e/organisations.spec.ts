import { expect, test, type Page } from './fixtures';
import {
  expectAccessible,
  field,
  fillOrganisationAddress,
  openLatestMail,
  organisationName,
  signIn,
} from './helpers';
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

const NAME = 'Wattle & Co';

test('an owner adds an organisation, switches to it and reads each of its settings pages', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/settings/organisation' });
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.getByRole('link', { name: 'Koala Supply Co' })).toBeVisible();
  await expectAccessible(page, 'organisation list');

  await page.getByRole('button', { name: 'Add Organisation' }).click();
  await expect(stepHeading(page, 'Basic Information')).toBeVisible();
  await expectAccessible(page, 'organisation wizard: Basic Information');
  await field(page, 'Display name').fill(NAME);
  await field(page, 'Legal name').fill('Wattle and Co Pty Ltd');
  await field(page, 'Tier').click();
  await page.keyboard.type('Starter');
  await page.keyboard.press('Enter');
  await field(page, 'Website').fill('https://wattle.example.com.au');
  await expect(page.getByText('This name is free')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 'Address')).toBeVisible();
  await fillOrganisationAddress(page);
  await expectAccessible(page, 'organisation wizard: Address');
  await next(page).click();

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expectAccessible(page, 'organisation wizard: Review');
  await page.getByRole('button', { name: 'Add Organisation' }).click();
  await expect(page.getByText('Organisation added')).toBeVisible();

  // The switcher lists the new organisation at once.
  await page.getByRole('button', { name: /^Switch organisation:/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(NAME) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Its details page offers the switch, then opens.
  await expect(page).toHaveURL(/\/settings\/organisation\/[^/]+\/details$/);
  const switchTo = page.getByRole('button', { name: `Switch to ${NAME}` });
  await expect(switchTo).toBeVisible();
  await expectAccessible(page, 'details of another organisation: switch first');
  await switchTo.click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(organisationName(page)).toHaveText(NAME);
  await expect(page.getByText('Wattle and Co Pty Ltd')).toBeVisible();
  await expectAccessible(page, 'organisation details');
  const uid = /organisation\/([^/]+)\/details/.exec(page.url())![1]!;

  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.getByRole('form', { name: 'Edit organisation details' })).toBeVisible();
  await expect(field(page, 'Display name')).toHaveValue(NAME);
  await expectAccessible(page, 'organisation details edit');
  await field(page, 'Tax ID').fill('ABN 12 345 678 901');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organisation updated')).toBeVisible();
  await expect(page.getByText('ABN 12 345 678 901')).toBeVisible();

  // Not serviceable yet: the active warehouse page offers the onboarding enquiry.
  await page.goto(`/settings/organisation/${uid}/active-warehouse`);
  await expect(page.getByRole('heading', { name: 'Split orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Onboarding Enquiry' })).toBeVisible();
  await expectAccessible(page, 'active warehouse without a warehouse');
  await page
    .getByLabel('Anything our onboarding team should know')
    .fill('About 300 orders a week.');
  await page.getByRole('button', { name: 'Send Onboarding Enquiry' }).click();
  await expect(page.getByText('Onboarding enquiry sent')).toBeVisible();
  const mail = await openLatestMail(page, 'owner@demo.test', /onboarding enquiry for Wattle & Co/);
  await expect(mail.getByText(/onboarding team has your enquiry/)).toBeVisible();
  await mail.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/settings/organisation/${uid}/active-warehouse/edit`);
  await expect(page.getByText('No warehouse is offered to this organisation yet')).toBeVisible();
  await expectAccessible(page, 'active warehouse edit without a warehouse');

  await page.goto(`/settings/organisation/${uid}/proposal`);
  await expect(page.getByRole('heading', { level: 3, name: 'Starter rate card' })).toBeVisible();
  await expectAccessible(page, 'proposal');
});

test('an owner reads the active warehouse, changes it, and reads the proposals', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/settings/organisation' });
  await page
    .getByRole('table', { name: 'Organisations' })
    .getByRole('link', { name: 'Koala Supply Co' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koala Supply Co' })).toBeVisible();
  await page.getByRole('link', { name: 'Active Warehouse', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Split orders' })).toBeVisible();
  await expectAccessible(page, 'active warehouse');
  await page.getByRole('button', { name: 'Change Active Warehouse' }).click();
  await expect(page.getByRole('form', { name: 'Change active warehouse' })).toBeVisible();
  await expectAccessible(page, 'active warehouse edit');
  await field(page, 'Active warehouse').click();
  await page.keyboard.type('MEL1');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Active warehouse updated')).toBeVisible();
  await expect(page.getByText('Melbourne – Truganina').first()).toBeVisible();

  await page.getByRole('link', { name: 'Proposal', exact: true }).click();
  await expect(page.getByText('Accepted: current pricing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page, 'proposal with offers');
});
