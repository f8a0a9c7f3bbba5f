/**
 * Test helpers for the shell and shared components: a signed-in session and a memory router
 * around the component under test. Only *.test.tsx files import this module.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { HttpDeps } from '@/api/deps';
import type { StoredUser } from '@/domain/contract';
import { createAppContext } from '@/app/appContext';
import { makeStore } from '@/app/store';
import { AppContextProvider } from '@/core/appContext';
import type { SessionState } from '@/core/session/sessionSlice';
import { closeAfterTest } from './storeLifetime';

export function makeUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    id: 1,
    uid: 'user-1',
    email: 'jo@example.com',
    first_name: 'Jo',
    last_name: 'Bloggs',
    role: 'OWNER',
    user_role: 'OWNER',
    accessControlMap: {},
    user_verified: true,
    organisations: [
      { uid: 'org-1', name: 'Acme Trading', logo: null, role: 'OWNER' },
      { uid: 'org-2', name: 'Blue Harbour', logo: 'https://cdn.example/blue.png', role: 'MEMBER' },
    ],
    x_organisation_uid: 'org-1',
    fetch_key: 'k',
    otp_code_details: {
      otp_count: 0,
      expires_at: null,
      resend_available_at: null,
      blocked_until: null,
    },
    pending_email: null,
    headers: { 'access-token': 't', client: 'c', uid: 'jo@example.com', expiry: '9999999999' },
    ...overrides,
  };
}

/** A MEMBER whose map refuses 'finance' (reports, billing, wallet). */
export const memberUser = () =>
  makeUser({
    role: 'MEMBER',
    user_role: 'MEMBER',
    accessControlMap: { MEMBER: { finance: false } },
  });

export function sessionWith(
  user: StoredUser | null,
  extra: Partial<SessionState> = {},
): SessionState {
  return {
    user,
    isValidated: user !== null,
    isLoading: false,
    error: null,
    configObj: null,
    isSwitchingOrganisation: false,
    startupFailure: null,
    ...extra,
  };
}

export interface RenderOptions {
  path?: string;
  user?: StoredUser | null;
  session?: Partial<SessionState>;
  /** Route table to use instead of rendering `ui` on every path. */
  routes?: RouteObject[];
  /** What the store's transport is given (e.g. credentials to sign its requests with). */
  http?: Partial<HttpDeps>;
}

export function renderWithShell(ui: ReactElement | null, options: RenderOptions = {}) {
  const { path = '/dashboard', user = makeUser(), session, routes, http } = options;
  const store = closeAfterTest(
    makeStore({ session: sessionWith(user, session) }, createAppContext({ http })),
  );
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  });
  // The session listeners navigate through the store's router (e.g. after sign-out).
  store.context.navigation.useRouter(router);
  const events = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <AppContextProvider context={store.context}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </AppContextProvider>
    </Provider>,
  );
  return { ...view, store, router, user: events };
}

/** The side navigation the portal ships: each section's title and its items, top to bottom. */
export const PORTAL_NAV_SECTIONS: [section: string, items: string[]][] = [
  ['Spaces', ['Products', 'Bundles', 'Categories']],
  ['Orders', ['Draft', 'Outbound', 'Inbound', 'Returns']],
  ['Support', ['Chats']],
  ['Manage', ['Suppliers', 'Customers', 'Activity']],
  ['Reports', ['Inventory', 'Stock Movement', 'Cost Analysis']],
];
