import { screen, waitFor, within } from '@testing-library/react';
import { TIERS } from '@/domain/contract';
import { ORGANISATION_NAME_TAKEN, ORGANISATION_TIERS } from '@/domain/organisations/fields';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import { storage, StorageKeys } from '@/lib/storage';
import { TIER_DESCRIPTIONS } from '@simulator/settings/organisationsTiers';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { wizardDriver } from '../support/wizardDriver';
import { enterAddressStep } from '../support/partnerForms';
import { retype } from '../support/queries';
import { LONG_FLOW } from '../support/patience';

const simulator = withSimulator();

const LIST = '/settings/organisation';

const organisationNamed = (name: string) => simulator().organisations.find((o) => o.name === name);

async function openAs(email: string, path: string) {
  const store = await signedInStore(email);
  return renderApp(path, store);
}

describe('organisation list', LONG_FLOW, () => {
  it("lists the user's organisations with their columns and a link to each", async () => {
    await openAs('owner@demo.test', LIST);
    const table = await screen.findByRole('table', { name: 'Organisations' });
    for (const name of ['Tier', 'Serviceable', 'Date Started', 'Active Users'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const koala = organisationNamed('Koala Supply Co')!;
    const link = await within(table).findByRole('link', { name: 'Koala Supply Co' });
    expect(link).toHaveAttribute('href', `${LIST}/${koala.uid}/details`);
    const row = link.closest('tr')!;
    const active = simulator().memberships.filter(
      (m) => m.organisation_id === koala.id && m.status === 'active',
    ).length;
    expect(within(row).getByText('Growth')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText(String(active))).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Outback Outfitters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Organisation/ })).toBeEnabled();
    // The form's tiers are the contract's.
    expect([...ORGANISATION_TIERS]).toEqual([...TIERS]);
  });

  it('shows a MEMBER the add action restricted, and the guard refuses the wizard', async () => {
    const { router } = await openAs('member@demo.test', LIST);
    const add = await screen.findByRole('button', { name: /Add Organisation/ });
    expect(add).toBeDisabled();
    expect(add.closest('[aria-disabled="true"]')).not.toBeNull();
    await router.navigate(`${LIST}/new`);
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
  });
});

describe('add organisation wizard', LONG_FLOW, () => {
  it('checks each step and the name, creates the organisation, lists it in the switcher and switches', async () => {
    const { user, router, store } = await openAs('admin@demo.test', `${LIST}/new`);
    const wizard = wizardDriver(user, 'Add organisation');
    await wizard.step('Basic Information');
    wizard.stepNames(['Basic Information', 'Address', 'Review']);
    // The company e-mail starts as the creator's (organisations/new).
    expect(await screen.findByLabelText('Company email')).toHaveValue('admin@demo.test');

    await wizard.next();
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('Legal name is required')).toBeInTheDocument();
    expect(screen.getByText('Tier is required')).toBeInTheDocument();

    await wizard.enter('Display name', 'koala supply co');
    await wizard.enter('Legal name', 'Wattle and Co Pty Ltd');
    await wizard.choose('Tier', `Growth — ${TIER_DESCRIPTIONS.growth}`);
    const website = await wizard.enter('Website', 'https://www.google.com.au/search?q=wattle');
    await wizard.next();
    expect(await screen.findByText('Website should be a valid link')).toBeInTheDocument();
    await retype(user, website, 'https://wattle.example.com.au');
    await wizard.next();
    // The name is taken (any case): the step holds.
    expect(await screen.findByText(ORGANISATION_NAME_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeVisible();

    const name = screen.getByLabelText('Display name');
    await retype(user, name, 'Wattle & Co');
    expect(await screen.findByText('This name is free')).toBeInTheDocument();
    await enterAddressStep(wizard, {
      addressLine1: '7 Wattle Lane',
      suburb: 'Sy',
      state: 'NSW',
      postcode: '2010',
    });
    await wizard.next();
    expect(await screen.findByText('Suburb must be at least 3 characters')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('Suburb'), 'Surry Hills');
    await wizard.next();

    await wizard.expectReview(['Wattle & Co', 'Growth', 'Australia']);
    await wizard.submit('Add Organisation');

    await waitFor(() => expect(organisationNamed('Wattle & Co')).toBeDefined());
    const created = organisationNamed('Wattle & Co')!;
    const admin = simulator().users.find((u) => u.email === 'admin@demo.test')!;
    expect(created).toMatchObject({
      legal_name: 'Wattle and Co Pty Ltd',
      tier: 'growth',
      website: 'https://wattle.example.com.au',
      active_warehouse_id: null,
      address: { addressLine1: '7 Wattle Lane', suburb: 'Surry Hills', postcode: '2010' },
    });
    expect(
      simulator().memberships.find(
        (m) => m.organisation_id === created.id && m.user_id === admin.id,
      ),
    ).toMatchObject({ role: 'OWNER', status: 'active' });
    expect(await screen.findByText('Organisation added')).toBeInTheDocument();
    expect(storage.get(StorageKeys.organisationDraft)).toBeNull();

    // The switcher lists it at once.
    expect(store.getState().session.user!.organisations.map((o) => o.uid)).toContain(created.uid);
    await user.click(screen.getByRole('button', { name: /^Switch organisation:/ }));
    expect(await screen.findByRole('menuitem', { name: /Wattle & Co/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Its details page offers to switch to it, then shows it.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${LIST}/${created.uid}/details`),
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to Wattle & Co' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wattle & Co' }),
    ).toBeInTheDocument();
    expect(store.getState().session.user!.x_organisation_uid).toBe(created.uid);
    expect(
      await screen.findByText('No warehouse serves this organisation yet.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('keeps a draft: Continue Adding Organisation resumes it where it was left', async () => {
    const { user, router } = await openAs('owner@demo.test', `${LIST}/new`);
    const wizard = wizardDriver(user, 'Add organisation');
    await wizard.step('Basic Information');
    await wizard.enter('Legal name', 'Draft Holdings Pty Ltd');
    // Saved once typing pauses.
    await waitFor(() => expect(storage.get(StorageKeys.organisationDraft)).not.toBeNull());
    await router.navigate(LIST);
    await user.click(await screen.findByRole('button', { name: 'Continue Adding Organisation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=1'));
    expect(await screen.findByLabelText('Legal name')).toHaveValue('Draft Holdings Pty Ltd');
  });
});

describe('organisation details', LONG_FLOW, () => {
  it('edits the details: client rules, the server refusal on its field, then "Organisation updated"', async () => {
    const store = await signedInStore('owner@demo.test');
    const uid = store.getState().session.user!.x_organisation_uid;
    const { user, router } = renderApp(`${LIST}/${uid}/details/edit`, store);

    const website = await screen.findByLabelText('Website');
    await waitFor(() => expect(website).toHaveValue('https://www.koalasupply.com.au'));
    await retype(user, website, 'bing.com/search?q=koala');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Website should be a valid link')).toBeInTheDocument();
    await retype(user, website, 'https://koalasupply.com.au/shop');

    // The name check is the server's on an edit: its refusal lands on the field, input kept.
    const name = screen.getByLabelText('Display name');
    await retype(user, name, 'Harbour & Finch');
    const taxId = screen.getByLabelText('Tax ID');
    await retype(user, taxId, 'ABN 11 222 333 444');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORGANISATION_NAME_TAKEN)).toBeInTheDocument();
    expect(taxId).toHaveValue('ABN 11 222 333 444');
    expect(simulator().organisations.find((o) => o.uid === uid)!.tax_id).not.toBe(
      'ABN 11 222 333 444',
    );

    await retype(user, name, 'Koala Supply Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/${uid}/details`));
    expect(simulator().organisations.find((o) => o.uid === uid)).toMatchObject({
      website: 'https://koalasupply.com.au/shop',
      tax_id: 'ABN 11 222 333 444',
    });
    expect(await screen.findByText('ABN 11 222 333 444')).toBeInTheDocument();
  });

  it('shows a MEMBER the details with edit controls restricted, and refuses the edit route', async () => {
    const store = await signedInStore('member@demo.test');
    const uid = store.getState().session.user!.x_organisation_uid;
    const { router, user } = renderApp(`${LIST}/${uid}/details`, store);
    expect(await screen.findByText('Koala Supply Co Pty Ltd')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: /Edit Details/ });
    expect(edit).toBeDisabled();
    await user.hover(edit.closest('.restricted')!);
    expect(await screen.findByText(ACCESS_RESTRICTED_TOOLTIP)).toBeInTheDocument();
    // The proposal section is for admins and owners: shown, but not a link.
    expect(screen.getByRole('button', { name: 'Proposal' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proposal' })).not.toBeInTheDocument();
    await router.navigate(`${LIST}/${uid}/active-warehouse`);
    expect(await screen.findByRole('button', { name: /Change Active Warehouse/ })).toBeDisabled();
    await router.navigate(`${LIST}/${uid}/details/edit`);
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
  });

  it('changes the active warehouse among those offered and explains split orders', async () => {
    const store = await signedInStore('owner@demo.test');
    const uid = store.getState().session.user!.x_organisation_uid;
    const organisation = simulator().organisations.find((o) => o.uid === uid)!;
    const other = simulator().warehouses.find(
      (w) => w.organisation_id === organisation.id && w.id !== organisation.active_warehouse_id,
    )!;
    const { user, router } = renderApp(`${LIST}/${uid}/active-warehouse`, store);
    expect(await screen.findByRole('heading', { name: 'Split orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Change Active Warehouse/ }));
    const select = await screen.findByLabelText('Active warehouse');
    await user.click(select);
    await user.keyboard(other.code);
    const label = `${other.name} (${other.code}), ${other.suburb} ${other.state}`;
    await user.click(await screen.findByTitle(label));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Active warehouse updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(simulator().organisations.find((o) => o.uid === uid)!.active_warehouse_id).toBe(
        other.id,
      ),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${LIST}/${uid}/active-warehouse`),
    );
    expect(await screen.findByText(other.name, { selector: 'td, span' })).toBeInTheDocument();
  });
});
