import type { Page } from './fixtures';
import { expectSubmitSurvivesFaults } from './faults';
import {
  expect,
  fillAddress,
  heading,
  next,
  openOptions,
  pickSuggestion,
  press,
  test,
  unique,
} from './faultFlows';
import { expectAccessible, field, fillOrganisationAddress } from './helpers';

/*
 * Faults at every submit (faultFlows.ts): suppliers and customers, outbound and inbound orders,
 * an organisation and a support chat. Sign-up and the catalogue's are in faults.spec.ts.
 */

const PARTNER_CASES = [
  {
    kind: 'supplier',
    name: 'Ada Whitlock',
    company: 'Whitlock Roasters',
    email: () => `ada-${unique()}@whitlockroasters.com.au`,
    fillRest: (page: Page) => field(page, 'Supplies').fill('Coffee beans'),
    collection: 'suppliers',
  },
  {
    kind: 'customer',
    name: 'Tui Parata',
    company: 'Parata Homewares',
    email: () => `tui-${unique()}@paratahome.co.nz`,
    fillRest: async (page: Page) => {
      await field(page, 'Customer type').click();
      await openOptions(page).filter({ hasText: 'Retailer' }).first().click();
    },
    collection: 'customers',
  },
] as const;

for (const partner of PARTNER_CASES) {
  test(partner.kind, async ({ page }) => {
    const email = partner.email();
    const label = partner.kind[0]!.toUpperCase() + partner.kind.slice(1);
    await page.goto(`/manage/${partner.collection}/new`);
    await field(page, 'Name').fill(partner.name);
    await field(page, 'Company').fill(partner.company);
    await field(page, 'Email').fill(email);
    await partner.fillRest(page);
    await next(page).click();
    await expect(heading(page, 'Address')).toBeVisible();
    await fillAddress(page);
    await next(page).click();
    await expect(heading(page, 'Review')).toBeVisible();

    await expectSubmitSurvivesFaults({
      page,
      submit: press(page, `Save ${label}`),
      expectKept: async () => {
        await expect(heading(page, 'Review')).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
      },
      expectDone: async () => {
        await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/manage/${partner.collection}/\\d+/summary$`));
      },
      collection: partner.collection,
      path: `^/${partner.collection}/?$`,
    });
  });
}

test('outbound order', async ({ page }) => {
  // The seed's customer whose address the carrier refuses: the override is always needed.
  const customer = 'Ruby Beier';
  const reference = `FLT-OUT-${unique()}`;
  const form = page.getByRole('form', { name: 'Add outbound order' });
  await page.goto('/orders/outbound/new');
  await pickSuggestion(page, form.getByRole('combobox', { name: /^Customer/ }), customer);
  await expect(page.getByText(`Customer: ${customer}`, { exact: false })).toBeVisible();
  await next(page).click();
  await expect(heading(page, 'Address')).toBeVisible();
  await next(page).click();
  await form.getByRole('button', { name: 'Use this address anyway' }).click();
  await page
    .getByRole('dialog', { name: 'Use this address anyway?' })
    .getByRole('button', { name: 'Use this address anyway' })
    .click();
  await next(page).click();
  await expect(heading(page, 'Products')).toBeVisible();
  await pickSuggestion(page, form.getByRole('combobox', { name: 'Add product' }), 'KSC-');
  await expect(form.getByRole('button', { name: /^Remove KSC/ })).toHaveCount(1);
  await next(page).click();
  await expect(heading(page, 'Shipping')).toBeVisible();
  await form.getByLabel('Shipping method', { exact: true }).click();
  await openOptions(page).filter({ hasText: 'Parcel Post' }).first().click();
  await form.getByLabel('Reference', { exact: true }).fill(reference);
  await next(page).click();
  await expect(heading(page, 'Review')).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Create order'),
    expectKept: async () => {
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(form.getByText(reference)).toBeVisible();
    },
    expectDone: async () => {
      await expect(page).toHaveURL(/\/orders\/outbound\/\d+\/summary$/);
      await expect(page.getByText(`Outbound order ${reference} created`)).toBeVisible();
    },
    collection: 'orders',
    path: '^/bookings/outbounds/?$',
  });
});

test('inbound order', async ({ page }) => {
  const reference = `FLT-INB-${unique()}`;
  const form = page.getByRole('form', { name: 'New inbound order' });
  const choose = async (label: string, option: string) => {
    await form.getByLabel(label, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  };
  const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );
  await page.goto('/orders/inbound/new');
  await pickSuggestion(page, form.getByLabel('Supplier', { exact: true }), 'a');
  await expect(page.getByText(/^Supplier: /)).toBeVisible();
  await next(page).click();
  await expect(heading(page, 'Products')).toBeVisible();
  await pickSuggestion(page, form.getByLabel('Add product', { exact: true }), 'a');
  await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await next(page).click();
  await expect(heading(page, 'Shipping')).toBeVisible();
  await choose('Carrier', 'StarTrack');
  await form.getByLabel('ETA', { exact: true }).fill(inAWeek);
  await choose('Shipment type', 'Pallet');
  await form.getByLabel('Reference', { exact: true }).fill(reference);
  await next(page).click();
  await expect(heading(page, 'Review')).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Create inbound order'),
    expectKept: async () => {
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(form.getByText(reference)).toBeVisible();
    },
    expectDone: async () => {
      await expect(heading(page, 'Print')).toBeVisible();
      await expect(page.getByText(`Inbound order ${reference} created`)).toBeVisible();
    },
    collection: 'orders',
    path: '^/bookings/inbounds/?$',
  });
});

test('organisation', async ({ page }) => {
  const name = `Fault-proof Co ${unique()}`;
  await page.goto('/settings/organisation/new');
  await expect(heading(page, 'Basic Information')).toBeVisible();
  await field(page, 'Display name').fill(name);
  await field(page, 'Legal name').fill(`${name} Pty Ltd`);
  await field(page, 'Tier').click();
  await page.keyboard.type('Starter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This name is free')).toBeVisible();
  await next(page).click();
  await expect(heading(page, 'Address')).toBeVisible();
  await fillOrganisationAddress(page);
  await next(page).click();
  await expect(heading(page, 'Review')).toBeVisible();

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Add Organisation'),
    expectKept: async () => {
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page.getByText(`${name} Pty Ltd`)).toBeVisible();
    },
    expectDone: async () => {
      await expect(page.getByText('Organisation added')).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/organisation\/[^/]+\/details$/);
    },
    collection: 'organisations',
    path: '^/organisations/?$',
  });
});

test('new support chat', async ({ page }) => {
  const subject = `Fault-proof chat ${unique()}`;
  await page.goto('/support/chats/new');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Where is my pallet?');

  await expectSubmitSurvivesFaults({
    page,
    submit: press(page, 'Start chat'),
    expectKept: async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'New chat' })).toBeVisible();
      await expect(field(page, 'Subject')).toHaveValue(subject);
      await expect(field(page, 'Message')).toHaveValue('Where is my pallet?');
    },
    // The failure state, its message shown, passes axe.
    onFailureShown: () => expectAccessible(page, 'new chat: offline message'),
    expectDone: async () => {
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page).toHaveURL(/\/support\/chats\/[^/]+$/);
    },
    collection: 'tickets',
    path: '^/support/tickets/?$',
  });
});
