import { act, screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { SESSION_MESSAGES } from '@/core/session/messages';
import { readSessionCookie, removeSessionCookie } from '@/core/session/sessionCookie';
import { userUpdated } from '@/core/session/sessionSlice';
import { loadConfiguration, refreshMe, signOut } from '@/core/session/sessionThunks';
import { simulatorFaults } from '@simulator/node';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

const userRecord = (email: string) => simulator().users.find((u) => u.email === email)!;

/**
 * A member whose access map refuses every marker: what a stricter map from the server would
 * look like. The guard reads the map from the session's user.
 */
function denyEverythingToMembers(store: AppStore) {
  store.dispatch(
    userUpdated({
      ...store.getState().session.user!,
      accessControlMap: {
        MEMBER: { view: false, edit: false, admin: false, finance: false },
      },
    }),
  );
}

/** A reload: a new store starts from what the last one stored, and validates it. */
function reload(path: string) {
  return renderApp(path);
}

describe('the route guard and the access map', () => {
  it('lets a member whose map refuses every marker open organisation and profile settings', async () => {
    const store = await signedInStore('member@demo.test');
    denyEverythingToMembers(store);
    const organisation = store.getState().session.user!.x_organisation_uid;
    const { router } = renderApp(`/settings/organisation/${organisation}/details`, store);

    expect(await screen.findByRole('heading', { name: 'Details', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/settings/organisation/${organisation}/details`);

    await act(() => router.navigate('/settings/profile/details'));
    expect(await screen.findByRole('heading', { name: 'Mia Patel', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile/details');

    // The profile's edit page carries the edit marker, which the map refuses too.
    await act(() => router.navigate('/settings/profile/details/edit'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Mia');
    expect(router.state.location.pathname).toBe('/settings/profile/details/edit');

    // The same map keeps the member out of a page that is not excluded from it.
    await act(() => router.navigate('/space/products'));
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
  });

  it('still applies a settings route’s roles to a member', async () => {
    const store = await signedInStore('member@demo.test');
    const organisation = store.getState().session.user!.x_organisation_uid;
    const { router } = renderApp(`/settings/organisation/${organisation}/details/edit`, store);
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
  });
});

describe('user_verified kept in step with auth/me', () => {
  it('a reload after the address was verified elsewhere opens the page and rewrites the session', async () => {
    await signedInStore('unverified@demo.test');
    expect(storage.get<{ user_verified: boolean }>(StorageKeys.user)?.user_verified).toBe(false);
    expect(readSessionCookie()?.user_verified).toBe(false);

    // Verified on the server (another tab, another device).
    simulator().users.update(userRecord('unverified@demo.test').id, { user_verified: true });

    const { router, store } = reload('/space/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/products');
    expect(screen.queryByRole('dialog', { name: 'Verify your e-mail address' })).toBeNull();
    expect(store.getState().session.user?.user_verified).toBe(true);
    await waitFor(() => expect(readSessionCookie()?.user_verified).toBe(true));
    expect(storage.get<{ user_verified: boolean }>(StorageKeys.user)?.user_verified).toBe(true);
  });

  it('a reload after the server marks the user unverified shows the verification dialog', async () => {
    await signedInStore('member@demo.test');
    expect(readSessionCookie()?.user_verified).toBe(true);
    simulator().users.update(userRecord('member@demo.test').id, { user_verified: false });

    const { router } = reload('/space/products');
    expect(
      await screen.findByRole('dialog', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(readSessionCookie()?.user_verified).toBe(false));
    expect(storage.get<{ user_verified: boolean }>(StorageKeys.user)?.user_verified).toBe(false);
  });

  it('a reload without the session cookie writes it again', async () => {
    await signedInStore('member@demo.test');
    removeSessionCookie();
    expect(readSessionCookie()).toBeNull();

    reload('/changelog');
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's new" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(readSessionCookie()).toEqual({
        uid: userRecord('member@demo.test').uid,
        user_verified: true,
      }),
    );
  });
});

describe('the access-denied and getting-started pages', () => {
  it('/access-denied says so with a Dashboard button that goes home', async () => {
    const store = await signedInStore('owner@demo.test');
    const { router, user } = renderApp('/access-denied', store);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Access to this page is not allowed. You will be redirected back'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('/access-denied shows the same page to a visitor who is not signed in', async () => {
    const { router } = renderApp('/access-denied');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('logging out on /access-denied goes to the login page', async () => {
    const store = await signedInStore('owner@demo.test');
    const { router } = renderApp('/access-denied', store);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();

    const visited: string[] = [];
    const unsubscribe = router.subscribe((state) => visited.push(state.location.pathname));

    // What every Logout control does (the settings drawer, the verification dialog).
    await act(() => store.dispatch(signOut()));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    unsubscribe();
    // Straight there: not by way of the page's own redirect home 5 s later.
    expect([...new Set(visited)].filter((path) => path !== '/access-denied')).toEqual([
      '/auth/login',
    ]);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(storage.get(StorageKeys.user)).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });

  it('/gettingstart lists the first steps, each linking to where it is done', async () => {
    const store = await signedInStore('owner@demo.test');
    const { router, user } = renderApp('/gettingstart', store);
    const heading = await screen.findByRole('heading', { name: 'Getting started' });
    const page = heading.closest('section') ?? document.body;
    const steps: [string, string, string][] = [
      [
        '1. Add your products',
        'Create products with their units, or import many from a CSV.',
        '/space/products',
      ],
      [
        '2. Send stock in',
        'Book an inbound order so the warehouse expects your delivery.',
        '/orders/inbound',
      ],
      [
        '3. Ship orders out',
        'Create outbound orders, or connect your store to send them automatically.',
        '/orders/outbound',
      ],
      [
        '4. Invite your team',
        'Give colleagues access with the role that fits their work.',
        '/settings/organisation',
      ],
      ['5. Set up billing', 'Top up your wallet and review weekly invoices.', '/settings/billing'],
    ];
    for (const [title, text, href] of steps) {
      const link = within(page).getByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(href);
      expect(within(page).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(page).getByRole('link', { name: '1. Add your products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/products'));
  });
});

describe('the session’s default messages', () => {
  it('a stored session the server no longer accepts ends on the login page with the token message', async () => {
    await signedInStore('owner@demo.test');
    simulator().sessions.remove(() => true);

    const { router } = reload('/space/products');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Token validation failed. Please sign in again.',
    );
    expect(SESSION_MESSAGES.TOKEN_VALIDATION_FAILED).toBe(
      'Token validation failed. Please sign in again.',
    );
  });

  it('re-reading the user or the configuration fails with "Something went wrong"', async () => {
    const store = await signedInStore('owner@demo.test');
    simulatorFaults().add({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: '/auth/me',
      times: 0,
    });
    simulatorFaults().add({
      kind: 'offline',
      method: 'GET',
      path: '/meta/configuration',
      times: 0,
    });

    const me = await store.dispatch(refreshMe());
    expect(refreshMe.rejected.match(me)).toBe(true);
    expect(me.payload).toBe('Something went wrong');
    const configuration = await store.dispatch(loadConfiguration());
    expect(loadConfiguration.rejected.match(configuration)).toBe(true);
    expect(configuration.payload).toBe('Something went wrong');
    // Neither ends the session.
    expect(store.getState().session.user?.email).toBe('owner@demo.test');
    simulatorFaults().clear();
  });
});
