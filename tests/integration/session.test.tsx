import { act, screen, waitFor, within } from '@testing-library/react';
import { configureTimeouts, TIMEOUT_MESSAGE } from '@/api/timeouts';
import { SWITCH_FAILED_TITLE } from '@/features/system/pages/RedirectionPage';
import { simulatorFaults } from '@simulator/node';
import { SIMULATED_FAILURE } from '@simulator/server-rules/faults';
import { storage } from '@/lib/storage';
import { readSessionCookie } from '@/core/session/sessionCookie';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

afterEach(() => configureTimeouts());

const sessionOf = (email: string) => {
  const user = simulator().users.find((u) => u.email === email)!;
  return simulator().sessions.filter((s) => s.user_id === user.id);
};

describe('a signed-in session', () => {
  it('switches organisation: new role, new data, and the server remembers it', async () => {
    const store = await signedInStore('owner@demo.test');
    const { user } = renderApp('/dashboard', store);
    expect(
      await screen.findByText('Koala Supply Co', { selector: '#current-organisation-name' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Outback Outfitters/ }));

    await waitFor(() =>
      expect(
        screen.getByText('Outback Outfitters', { selector: '#current-organisation-name' }),
      ).toBeInTheDocument(),
    );
    expect(await screen.findByText(/You are working in/)).toHaveTextContent('Outback Outfitters');
    const state = store.getState().session;
    expect(state.user?.role).toBe('ADMIN');
    expect(state.isSwitchingOrganisation).toBe(false);
    expect(storage.get<{ role: string }>('user')?.role).toBe('ADMIN');
    const outback = simulator().organisations.find((o) => o.name === 'Outback Outfitters')!;
    expect(sessionOf('owner@demo.test')[0].organisation_id).toBe(outback.id);
  });

  it('choosing the active organisation goes home without asking the server', async () => {
    const store = await signedInStore('owner@demo.test');
    const before = sessionOf('owner@demo.test')[0].organisation_id;
    const { user, router } = renderApp('/changelog', store);
    await user.click(await screen.findByRole('button', { name: /^Switch organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Koala Supply Co/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);
    expect(sessionOf('owner@demo.test')[0].organisation_id).toBe(before);
  });

  it('logs out: the server forgets the token, storage is cleared except redirect_url', async () => {
    const store = await signedInStore('owner@demo.test');
    storage.set('redirect_url', '/space/products');
    storage.set('product_draft', { sku: 'X' });
    const { user, router } = renderApp('/dashboard', store);

    await user.click(await screen.findByRole('button', { name: 'Open settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(drawer).getByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storage.get('user')).toBeNull();
    expect(storage.get('product_draft')).toBeNull();
    expect(storage.get('redirect_url')).toBe('/space/products');
    expect(readSessionCookie()).toBeNull();
    // The server is told in the background.
    await waitFor(() => expect(sessionOf('owner@demo.test')).toHaveLength(0));
  });

  it('logs out at once when the server never answers sign_out, and tells it once it is back', async () => {
    const store = await signedInStore('owner@demo.test');
    storage.set('product_draft', { sku: 'X' });
    simulatorFaults().add({ kind: 'hang', method: 'DELETE', path: '/auth/sign_out' });
    const { user, router } = renderApp('/dashboard', store);

    await user.click(await screen.findByRole('button', { name: 'Open settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(drawer).getByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(storage.get('product_draft')).toBeNull();
    expect(readSessionCookie()).toBeNull();
    // The request is still hanging: the server has not forgotten the token yet.
    expect(sessionOf('owner@demo.test')).toHaveLength(1);
    simulatorFaults().clear();
  });

  it('a 401 mid-session (token revoked on the server) sends the user to login, remembering the page', async () => {
    const store = await signedInStore('owner@demo.test');
    const { router, user } = renderApp('/dashboard', store);
    expect(await screen.findByText('Active products')).toBeInTheDocument();
    simulator().sessions.remove(() => true);

    // The next call the portal makes is refused with 401.
    await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Outback Outfitters/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storage.get('user')).toBeNull();
    expect(storage.get('redirect_url')).toBe('/dashboard');
  });

  it('a stored token that no longer validates is cleared on load', async () => {
    const store = await signedInStore('owner@demo.test');
    simulator().sessions.remove(() => true);
    const stored = store.getState().session.user;
    storage.set('user', stored);

    const { router } = renderApp('/space/products');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storage.get('user')).toBeNull();
    expect(storage.get('redirect_url')).toBe('/space/products');
  });

  it('/redirection: a failed switch says what went wrong, Retry switches and goes on', async () => {
    const store = await signedInStore('owner@demo.test');
    const outback = simulator().organisations.find((o) => o.name === 'Outback Outfitters')!;
    simulatorFaults().add({ kind: 'status', status: 503, path: '/users/switch-organisation' });
    const { router, user } = renderApp(
      `/redirection?organisation_uid=${outback.uid}&internal_url=/changelog`,
      store,
    );

    expect(await screen.findByRole('heading', { name: SWITCH_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SIMULATED_FAILURE);
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);
    expect(store.getState().session.user?.x_organisation_uid).not.toBe(outback.uid);
    expect(router.state.location.pathname).toBe('/redirection');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/changelog'));
    expect(
      await screen.findByText('Outback Outfitters', { selector: '#current-organisation-name' }),
    ).toBeInTheDocument();
    expect(store.getState().session.user?.x_organisation_uid).toBe(outback.uid);
    expect(sessionOf('owner@demo.test')[0].organisation_id).toBe(outback.id);
  });

  it('/redirection: a switch that times out says so and can be retried', async () => {
    configureTimeouts({ requestMs: 100 });
    const store = await signedInStore('owner@demo.test');
    const outback = simulator().organisations.find((o) => o.name === 'Outback Outfitters')!;
    simulatorFaults().add({ kind: 'hang', path: '/users/switch-organisation' });
    renderApp(`/redirection?organisation_uid=${outback.uid}&internal_url=/changelog`, store);

    // While the switch is under way the page says so.
    expect(await screen.findByText('Opening…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: SWITCH_FAILED_TITLE })).toBeInTheDocument();
    // The page's own alert (the timeout's toast may be showing beside it).
    const pageAlert = screen.getAllByRole('alert').find((el) => !el.closest('.ant-notification'));
    expect(pageAlert).toHaveTextContent(TIMEOUT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);
  });

  it('the route guard is on again after a failed switch: a member is still kept out', async () => {
    // The member also belongs to Harbour & Finch, so a switch is possible.
    const member = simulator().users.find((u) => u.email === 'member@demo.test')!;
    const harbour = simulator().organisations.find((o) => o.name === 'Harbour & Finch')!;
    simulator().memberships.insert({
      user_id: member.id,
      organisation_id: harbour.id,
      role: 'MEMBER',
      status: 'active',
      created_at: new Date().toISOString(),
    });
    const store = await signedInStore('member@demo.test');
    simulatorFaults().add({ kind: 'offline', path: '/users/switch-organisation' });
    const { router } = renderApp(
      `/redirection?organisation_uid=${harbour.uid}&internal_url=/dashboard`,
      store,
    );
    expect(await screen.findByRole('heading', { name: SWITCH_FAILED_TITLE })).toBeInTheDocument();
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);

    await act(() => router.navigate('/settings/billing'));

    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
  });

  it('blocks a member from a stricter route and from its navigation entries', async () => {
    const store = await signedInStore('member@demo.test');
    const { router, user } = renderApp('/settings/billing', store);

    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    // The test window is narrower than 1200 px, where the navigation starts closed.
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const inventory = within(nav).getByRole('link', { name: 'Inventory' });
    expect(inventory).toHaveAttribute('aria-disabled', 'true');
    expect(inventory).not.toHaveAttribute('href');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/space/products',
    );
  });

  it('lets an admin open the same route', async () => {
    const store = await signedInStore('admin@demo.test');
    const { router } = renderApp('/settings/billing', store);
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/billing');
  });

  it('keeps an unverified user on the dashboard behind the verification dialog', async () => {
    const store = await signedInStore('unverified@demo.test');
    const { router } = renderApp('/space/products', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('dialog', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
  });
});
