import { act, screen, waitFor, within } from '@testing-library/react';
import { configureTimeouts, TIMEOUT_MESSAGE } from '@/api/timeouts';
import { NETWORK_ERROR_MESSAGE } from '@/api/apiError';
import { SESSION_MESSAGES } from '@/core/session/messages';
import { readSessionCookie } from '@/core/session/sessionCookie';
import { storage, StorageKeys } from '@/lib/storage';
import { simulatorFaults } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

const DRAFT = { version: 1, owner: 'owner@demo.test@x', step: 1, values: { sku: 'SC-KEEP-1' } };

/** A merchant who signed in earlier and left a wizard draft behind: what a reload starts from. */
async function signedInEarlierWithDraft() {
  const store = await signedInStore('owner@demo.test');
  const user = store.getState().session.user;
  storage.set(StorageKeys.user, user);
  storage.set(StorageKeys.productDraft, DRAFT);
  return user;
}

const unreachablePanel = async () => {
  const title = await screen.findByRole('heading', { name: "Can't reach the server" });
  return title.closest('main')!;
};

afterEach(() => configureTimeouts());

describe('start-up when the server cannot be reached', () => {
  it('keeps the session and the drafts through a network error and a 503, then opens on Retry and on coming back online', async () => {
    const user = await signedInEarlierWithDraft();
    simulatorFaults().add({ kind: 'offline', method: 'GET', path: '/auth/validate_token' });
    simulatorFaults().add({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: '/auth/validate_token',
    });

    const { router, user: person } = renderApp('/space/products');

    const panel = await unreachablePanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent(SESSION_MESSAGES.SERVER_UNREACHABLE);
    // The transport's toast reads the catalogued text, once: the page says it in its own words.
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).not.toBeNull();
    expect(within(panel).queryByText(NETWORK_ERROR_MESSAGE)).toBeNull();
    expect(within(panel).getByText(/still signed in and your drafts are kept/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/products');
    expect(storage.get(StorageKeys.user)).toEqual(user);
    expect(storage.get(StorageKeys.productDraft)).toEqual(DRAFT);
    expect(readSessionCookie()).not.toBeNull();

    // Retry: the server answers 503 this time; still nothing is lost.
    await person.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        `${SESSION_MESSAGES.SERVER_UNREACHABLE} (status 503)`,
      ),
    );
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(storage.get(StorageKeys.user)).toEqual(user);
    expect(storage.get(StorageKeys.productDraft)).toEqual(DRAFT);

    // The browser comes back online: the gate tries again by itself and the page opens.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "Can't reach the server" }),
    ).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/space/products');
    expect(storage.get(StorageKeys.productDraft)).toEqual(DRAFT);
    expect(storage.get<{ email: string }>(StorageKeys.user)?.email).toBe('owner@demo.test');
    expect(simulatorFaults().list()).toEqual([]);
  });

  it('Retry alone leads to the dashboard once the server answers', async () => {
    await signedInEarlierWithDraft();
    simulatorFaults().add({ kind: 'status', status: 502, path: '/auth/me' });

    const { router, user: person } = renderApp('/dashboard');

    const panel = await unreachablePanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent('(status 502)');
    await person.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Active products')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(storage.get(StorageKeys.productDraft)).toEqual(DRAFT);
  });

  it('a server that does not answer in time is out of reach too, and the page says so in its own words', async () => {
    configureTimeouts({ requestMs: 100 });
    await signedInEarlierWithDraft();
    simulatorFaults().add({ kind: 'hang', path: '/auth/validate_token' });

    renderApp('/dashboard');

    const panel = await unreachablePanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent(SESSION_MESSAGES.SERVER_UNREACHABLE);
    expect(await screen.findByText(TIMEOUT_MESSAGE)).not.toBeNull();
    expect(within(panel).queryByText(TIMEOUT_MESSAGE)).toBeNull();
    expect(storage.get(StorageKeys.productDraft)).toEqual(DRAFT);
    expect(storage.get(StorageKeys.user)).not.toBeNull();
  });

  it('a 401 still ends the session: storage cleared but the page to come back to', async () => {
    await signedInEarlierWithDraft();
    simulator().sessions.remove(() => true);

    const { router } = renderApp('/space/products');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(
      screen.queryByRole('heading', { name: "Can't reach the server" }),
    ).not.toBeInTheDocument();
    expect(storage.get(StorageKeys.user)).toBeNull();
    expect(storage.get(StorageKeys.productDraft)).toBeNull();
    expect(storage.get(StorageKeys.redirectUrl)).toBe('/space/products');
    expect(readSessionCookie()).toBeNull();
  });
});
