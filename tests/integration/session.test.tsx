import { screen, waitFor, within } from '@testing-library/react';
import { storage } from '@/lib/storage';
import { readSessionCookie } from '@/core/session/sessionCookie';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

const sessionOf = (email: string) => {
  const user = simulator().users.find((u) => u.email === email)!;
  return simulator().sessions.filter((s) => s.user_id === user.id);
};

describe('a signed-in session', () => {
  it('switches organisation: new role, new data, and the server remembers it', async () => {
    const store = await signedInStore('owner@demo.test');
    const { user } = renderApp('/dashboard', store);
    expect(await screen.findByText('Koala Supply Co', { selector: '#current-organisation-name' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Outback Outfitters/ }));

    await waitFor(() =>
      expect(screen.getByText('Outback Outfitters', { selector: '#current-organisation-name' })).toBeInTheDocument(),
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
    expect(sessionOf('owner@demo.test')).toHaveLength(0);
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
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/space/products');
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
    expect(await screen.findByRole('dialog', { name: 'Verify your e-mail address' })).toBeInTheDocument();
  });
});
