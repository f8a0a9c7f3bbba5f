import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { simulatorServer } from '@simulator/node';
import { countryUid } from '@simulator/lib/countries';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { LONG_FLOW } from '../support/patience';

const simulator = withSimulator();

/** Koala Supply Co: the organisation owner@, admin@ and member@ all act in first. */
const koala = () => simulator().organisations.find((o) => o.name === 'Koala Supply Co')!;
const base = () => `/settings/organisation/${koala().uid}`;
const prefsRow = () => simulator().preferences.find((p) => p.organisation_id === koala().id)!;

async function openAs(email: string, path: string) {
  return renderApp(path, await signedInStore(email));
}

/** Types a value as a paste (one event, as a person pasting): long typing is slow in tests. */
async function enter(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of an antd select by its label, as a person does: open, type, click. */
async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label, { exact: true }));
  await user.keyboard(option.slice(0, 6));
  await user.click(await screen.findByTitle(option));
}

describe('shipping preferences', () => {
  it('shows what the server holds, with the shipping tabs', async () => {
    await openAs('admin@demo.test', `${base()}/shipping/preferences`);
    expect(
      await screen.findByRole('heading', { name: 'Shipping Preferences' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('DDP — Delivered Duty Paid')).toBeInTheDocument();
    expect(screen.getByText('Bubble wrap')).toBeInTheDocument();
    expect(screen.getByText('51824753556')).toBeInTheDocument();
    expect(await screen.findByText('New Zealand')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Shipping tabs' });
    expect(within(tabs).getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Custom Methods' })).toBeInTheDocument();
  });

  it(
    'refuses a bad ABN and a repeated country inline, then saves and says so',
    LONG_FLOW,
    async () => {
      const { user, router } = await openAs(
        'owner@demo.test',
        `${base()}/shipping/preferences/edit`,
      );
      const abn = await screen.findByLabelText('Custom tax ID');
      await enter(user, abn, '51 824 753 557');
      await user.click(screen.getByRole('button', { name: 'Add country import number' }));
      await choose(user, 'Country 2', 'United States');
      await enter(user, screen.getByLabelText('Import number 2'), 'US-20-9981');
      await user.click(screen.getByRole('button', { name: 'Add country import number' }));
      // New Zealand is taken by row 1: row 3 is not offered it.
      await user.click(screen.getByLabelText('Country 3', { exact: true }));
      await user.keyboard('New ');
      const caledonia = await screen.findByTitle('New Caledonia');
      const dropdown = caledonia.closest('.ant-select-dropdown') as HTMLElement;
      expect(within(dropdown).queryByTitle('New Zealand')).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Remove country import number 3' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(
        await screen.findByText('ABN is not a valid ABN: check the digits'),
      ).toBeInTheDocument();
      expect(prefsRow().shipping.country_import_numbers).toHaveLength(1);

      await enter(user, screen.getByLabelText('Custom tax ID'), '53 004 085 616');
      await choose(user, 'Default prepping', 'Poly bag');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Shipping preferences saved')).toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`${base()}/shipping/preferences`),
      );
      expect(prefsRow().shipping).toMatchObject({
        custom_tax_id: '53004085616',
        default_prepping: 'poly_bag',
        country_import_numbers: [
          { country: countryUid('NZ'), number: 'NZ-4471-2290' },
          { country: countryUid('US'), number: 'US-20-9981' },
        ],
      });
      expect(await screen.findByText('United States')).toBeInTheDocument();
    },
  );

  it("puts the server's refusal of a row on that row's field, input kept", async () => {
    // A rule only the server knows (an import number already registered elsewhere, say).
    simulatorServer.use(
      http.put(
        '*/v1/organisations/:id/preferences/shipping',
        () =>
          HttpResponse.json(
            {
              message: 'Validation failed',
              errors: { 'country_import_numbers[0].number': ['is registered to another importer'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const { user } = await openAs('owner@demo.test', `${base()}/shipping/preferences/edit`);
    const number = await screen.findByLabelText('Import number 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Import number 1 is registered to another importer'),
    ).toBeInTheDocument();
    expect(number).toHaveValue('NZ-4471-2290');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Shipping preferences saved')).not.toBeInTheDocument();
  });

  it('shows a member the edit button restricted, and the Custom Methods tab too', async () => {
    await openAs('member@demo.test', `${base()}/shipping/preferences`);
    const edit = await screen.findByRole('button', { name: 'Edit preferences' });
    expect(edit).toBeDisabled();
    const tabs = screen.getByRole('navigation', { name: 'Shipping tabs' });
    expect(within(tabs).queryByRole('link', { name: 'Custom Methods' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Custom Methods' })).toBeDisabled();
  });

  it('sends a member who opens the edit address to the refusal page', async () => {
    const { router } = await openAs('member@demo.test', `${base()}/shipping/preferences/edit`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-allowed'));
  });
});

describe('shipping methods and custom methods', () => {
  it('lists the provider methods with carrier, insurance and reach', async () => {
    await openAs('member@demo.test', `${base()}/shipping/methods`);
    const table = await screen.findByRole('table', { name: 'Shipping methods' });
    const dhl = (await within(table).findByText('DHL Express Worldwide (insured)')).closest('tr')!;
    expect(within(dhl).getByText('Insured')).toBeInTheDocument();
    expect(within(dhl).getByText('International')).toBeInTheDocument();
  });

  it('adds, changes and removes custom methods and stores the new set', LONG_FLOW, async () => {
    const { user, router } = await openAs('admin@demo.test', `${base()}/shipping/custom-methods`);
    const table = await screen.findByRole('table', { name: 'Custom shipping methods' });
    expect(await within(table).findByText('Standard Shipping')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit custom methods' }));

    await screen.findByRole('form', { name: 'Custom shipping methods' });
    const firstTitle = screen.getByLabelText('Store title 1');
    await enter(user, firstTitle, 'Standard (2–5 days)');
    await user.click(screen.getByRole('button', { name: 'Remove custom method 2' }));
    await user.click(screen.getByRole('button', { name: 'Add custom method' }));
    const rows = simulator().custom_shippings.filter((c) => c.organisation_id === koala().id);
    const newRow = rows.length; // 3 rows, one removed, one added: the new one is the last
    await enter(user, screen.getByLabelText(`Store title ${newRow}`), 'standard (2–5 days)');
    await choose(user, `Shipping method ${newRow}`, 'TNT Road Express');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Shipping company is required')).toBeInTheDocument();
    expect(screen.getByText('Store title is already mapped above')).toBeInTheDocument();

    await enter(user, screen.getByLabelText(`Store title ${newRow}`), 'Road freight');
    await enter(user, screen.getByLabelText(`Shipping company ${newRow}`), 'TNT');
    await choose(user, `Function ${newRow}`, 'Hold for review');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Custom shipping methods saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${base()}/shipping/custom-methods`),
    );
    const stored = simulator()
      .custom_shippings.filter((c) => c.organisation_id === koala().id)
      .sort((a, b) => a.position - b.position);
    expect(stored.map((c) => [c.store_title, c.shipping_method, c.function])).toEqual([
      ['Standard (2–5 days)', rows[0]!.shipping_method, rows[0]!.function],
      [rows[2]!.store_title, rows[2]!.shipping_method, rows[2]!.function],
      ['Road freight', 'TNT_ROAD', 'hold_for_review'],
    ]);
  });
});

describe('e-mail preferences', () => {
  it('switches a flag by its name, saves and says so', LONG_FLOW, async () => {
    const { user, router } = await openAs('owner@demo.test', `${base()}/email-preferences`);
    expect(await screen.findByText('Bot message e-mails')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit e-mail preferences' }));
    const weekly = await screen.findByRole('switch', { name: 'Weekly report e-mail' });
    const bot = screen.getByRole('switch', { name: 'Bot message e-mails' });
    expect(weekly).toBeChecked();
    expect(bot).not.toBeChecked();
    expect(weekly).toHaveAccessibleDescription(/Every Monday/);
    await user.click(weekly);
    await user.click(bot);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/email-preferences`));
    expect(prefsRow().email).toEqual({
      weekly_report_email_enabled: false,
      bot_message_email_enabled: true,
      admin_chat_email_enabled: true,
    });
  });

  it('shows a member the flags, with the edit button restricted', async () => {
    const { user } = await openAs('member@demo.test', `${base()}/email-preferences`);
    expect(await screen.findByText('Admin chat e-mails')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit e-mail preferences' });
    expect(edit).toBeDisabled();
    await user.hover(edit.parentElement!);
    expect(await screen.findByText(ACCESS_RESTRICTED_TOOLTIP)).toBeInTheDocument();
  });
});

describe('integrations', () => {
  it('lists the shops and lets an admin rename one and switch it off', LONG_FLOW, async () => {
    const { user, router } = await openAs('admin@demo.test', `${base()}/integrations`);
    const table = await screen.findByRole('table', { name: 'Integrations' });
    for (const header of ['App', 'Name', 'Shop', 'Active', 'Updated At'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const shopify = simulator().integrations.find(
      (i) => i.organisation_id === koala().id && i.app === 'Shopify',
    )!;
    await user.click(await within(table).findByRole('link', { name: shopify.name }));

    const name = await screen.findByLabelText('Name');
    expect(screen.getByText(shopify.shop)).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await enter(user, name, 'Koala main shop');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Integration updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/integrations`));
    expect(simulator().integrations.find((i) => i.uid === shopify.uid)).toMatchObject({
      name: 'Koala main shop',
      active: false,
      app: 'Shopify',
      shop: shopify.shop,
    });
    const row = (await screen.findByRole('link', { name: 'Koala main shop' })).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows a member the names as text, not as edit links', async () => {
    await openAs('member@demo.test', `${base()}/integrations`);
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(await within(table).findByText('Shopify')).toBeInTheDocument();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });
});
