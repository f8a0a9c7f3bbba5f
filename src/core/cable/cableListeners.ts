import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { cableRoot } from '@/api/config';
import type { StoredUser } from '@/domain/contract';
import { appContextOf } from '../appContext';
import { switchOrganisation } from '../session/switchOrganisation';
import {
  authHeadersRefreshed,
  sessionRejected,
  sessionStarted,
  type SessionState,
} from '../session/sessionSlice';
import { signIn, signOut, validateSession } from '../session/sessionThunks';
import type { CableHandle } from './cableConnection';
import type { CacheTag } from './cableEvents';

type Listener = ListenerMiddlewareInstance<{ session: SessionState }>;

/** A connection stands for one token in one organisation; anything else needs a new one. */
const connectionKey = (user: StoredUser) =>
  [user.headers['access-token'], user.headers.client, user.x_organisation_uid].join('\n');

/**
 * The live-updates lifecycle: connect once a session is known good (sign-in, any other door in,
 * a stored session validated at boot), connect again with the new organisation after a switch
 * (or new tokens), and disconnect on sign-out or a rejected session. The consumer and
 * @rails/actioncable load only when the first connection opens.
 *
 * Returns what closes live updates for good (`store.close()`): for an app gone before its page,
 * which is a test's app once the test is done (the consumer's monitor polls on a timer and would
 * keep the app alive). A connection still loading is dropped, and nothing connects afterwards.
 * The portal's own store lives as long as its page.
 */
export function registerCableListeners(listener: Listener): () => void {
  let handle: CableHandle | null = null;
  let key: string | null = null;
  // Bumped by every change, so a connection still loading when the session changed is dropped.
  let generation = 0;
  // Once closed for good nothing connects again, whatever the session does afterwards.
  let appIsClosed = false;

  const disconnect = () => {
    generation += 1;
    handle?.close();
    handle = null;
    key = null;
  };

  listener.startListening({
    matcher: isAnyOf(
      signIn.fulfilled,
      sessionStarted,
      validateSession.fulfilled,
      switchOrganisation.fulfilled,
      authHeadersRefreshed,
    ),
    effect: async (_, api) => {
      const user = api.getState().session.user;
      if (!user || appIsClosed) return;
      // Connected, or connecting, with these credentials already.
      if (key === connectionKey(user)) return;
      disconnect();
      const started = generation;
      key = connectionKey(user);
      const context = appContextOf(api.extra);
      try {
        const [{ openCable }] = await Promise.all([
          import('./cableConnection'),
          context.transport.whenReady(() => Promise.resolve()),
        ]);
        if (started !== generation) return;
        handle = openCable({
          url: cableRoot(),
          user,
          currentOrganisationUid: () => api.getState().session.user?.x_organisation_uid,
          invalidate: (tags: CacheTag[]) =>
            context.serverCache.whenLoaded((baseApi) =>
              api.dispatch(baseApi.util.invalidateTags(tags)),
            ),
        });
      } catch (error) {
        // Live updates are an extra: the portal works without them (a reload refreshes). The
        // error names no credential (they travel in the subprotocols, never in a message).
        console.warn('[cable] live updates are unavailable', error);
        if (started === generation) key = null;
      }
    },
  });

  listener.startListening({
    matcher: isAnyOf(signOut.pending, sessionRejected, validateSession.rejected),
    effect: () => disconnect(),
  });

  return () => {
    appIsClosed = true;
    disconnect();
  };
}
