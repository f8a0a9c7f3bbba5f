import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '@/domain/contract';
import { createAppContext, type AppContext } from '@/app/appContext';
import { createTestRouter } from '@/app/createAppRouter';
import { makeStore } from '@/app/store';
import { switchOrganisation } from '../session/switchOrganisation';
import {
  authHeadersRefreshed,
  initialSessionState,
  sessionRejected,
} from '../session/sessionSlice';
import { openCable } from './cableConnection';

vi.mock('./cableConnection', () => ({ openCable: vi.fn() }));
const opened = vi.mocked(openCable);
const closes: ReturnType<typeof vi.fn>[] = [];
let context: AppContext;

const user = {
  uid: 'u1',
  email: 'owner@demo.test',
  organisations: [],
  headers: { 'access-token': 't1', client: 'c1', uid: 'owner@demo.test', expiry: '1' },
  x_organisation_uid: 'org-a',
} as unknown as StoredUser;

beforeEach(() => {
  opened.mockReset();
  closes.length = 0;
  opened.mockImplementation(() => {
    const close = vi.fn();
    closes.push(close);
    return { close };
  });
  // The session listeners navigate: each test's store follows a router of its own.
  context = createAppContext();
  createTestRouter('/dashboard', context);
});

/** The listener loads the consumer lazily: let that settle. */
const settled = () => vi.waitFor(() => expect(opened.mock.calls.length).toBeGreaterThan(0));

/**
 * Until a listener that asked, before this call, for what a connection waits on (the consumer's
 * module and the transport being ready) has both and has gone on: each is answered in the order
 * it was asked, and a task later every continuation queued by then has run. So "nothing opened"
 * is checked after the point where a connection would have opened, however long either takes.
 */
async function afterTheConsumerLoaded() {
  await Promise.all([
    import('./cableConnection'),
    context.transport.whenReady(() => Promise.resolve()),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the cable lifecycle', () => {
  it('connects once per token and organisation, again after a switch, and closes on rejection', async () => {
    const store = makeStore({ session: { ...initialSessionState(null), user } }, context);
    store.dispatch(authHeadersRefreshed(user.headers));
    await settled();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0]![0]).toMatchObject({ user: { x_organisation_uid: 'org-a' } });

    // The same credentials: the connection stays.
    store.dispatch(authHeadersRefreshed({ ...user.headers }));
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(1);

    store.dispatch(
      switchOrganisation.fulfilled({ ...user, x_organisation_uid: 'org-b' }, 'switch', {
        organisationUid: 'org-b',
      }),
    );
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    expect(closes[0]).toHaveBeenCalledTimes(1);
    const second = opened.mock.calls[1]![0];
    expect(second.user.x_organisation_uid).toBe('org-b');
    // Messages are checked against the organisation on screen now.
    expect(second.currentOrganisationUid()).toBe('org-b');

    store.dispatch(sessionRejected());
    expect(closes[1]).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('closes when the app is closed, and never connects again', async () => {
    const store = makeStore({ session: { ...initialSessionState(null), user } }, context);
    store.dispatch(authHeadersRefreshed(user.headers));
    await settled();
    expect(opened).toHaveBeenCalledTimes(1);

    store.close();
    expect(closes[0]).toHaveBeenCalledTimes(1);

    // A session event after the close (a late answer, a switch) opens nothing.
    store.dispatch(
      switchOrganisation.fulfilled({ ...user, x_organisation_uid: 'org-b' }, 'switch', {
        organisationUid: 'org-b',
      }),
    );
    await afterTheConsumerLoaded();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('drops a connection still loading when the app closes', async () => {
    const store = makeStore({ session: { ...initialSessionState(null), user } }, context);
    store.dispatch(authHeadersRefreshed(user.headers));
    store.close();
    await afterTheConsumerLoaded();
    expect(opened).not.toHaveBeenCalled();
  });
});
