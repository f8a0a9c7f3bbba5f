import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { StoredUser } from '@/domain/contract';
import { clearAllDrafts } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { switchOrganisation } from './switchOrganisation';
import { appContextOf, type AppContext } from '../appContext';
import { isPublicWithAuth, PATHS } from '../navigation/navigator';
import { rememberRedirectUrl } from './redirectUrl';
import { removeSessionCookie, writeSessionCookie } from './sessionCookie';
import {
  authHeadersRefreshed,
  sessionRejected,
  sessionStarted,
  userUpdated,
  validationEndedSession,
  type SessionState,
} from './sessionSlice';
import { loadConfiguration, refreshMe, signIn, signOut, validateSession } from './sessionThunks';

type Listener = ListenerMiddlewareInstance<{ session: SessionState }>;

function persistUser(user: StoredUser | null): void {
  if (!user) return;
  storage.set(StorageKeys.user, user);
  writeSessionCookie(user);
}

/**
 * Logout or a refused session (a 401): clear every KS_ entry except redirect_url, plus the session
 * cookie, then go to login unless the page is public and allows signed-in visitors. A server out
 * of reach at start-up is not a refusal: nothing is cleared (the auth gate offers Retry).
 */
function endLocalSession({ navigation }: AppContext): void {
  storage.clearAllExcept([StorageKeys.redirectUrl]);
  removeSessionCookie();
  if (!isPublicWithAuth(navigation.currentLocation().pathname))
    navigation.navigateTo(PATHS.login, { replace: true });
}

/** The session's side effects, kept out of the reducers so those stay pure. */
export function registerSessionListeners(listener: Listener): void {
  listener.startListening({
    matcher: isAnyOf(signIn.fulfilled, refreshMe.fulfilled, authHeadersRefreshed, userUpdated),
    effect: (_, api) => persistUser(api.getState().session.user),
  });

  listener.startListening({
    actionCreator: sessionStarted,
    effect: (_, api) => {
      // Whatever was cached belonged to whoever was signed in before (magic link, invitation).
      appContextOf(api.extra).serverCache.reset(api.dispatch);
      persistUser(api.getState().session.user);
      void api.dispatch(loadConfiguration());
    },
  });

  listener.startListening({
    actionCreator: validateSession.fulfilled,
    effect: (action, api) => {
      if (action.payload.rewrite) persistUser(api.getState().session.user);
      else storage.set(StorageKeys.user, api.getState().session.user);
      void api.dispatch(loadConfiguration());
    },
  });

  listener.startListening({
    actionCreator: signIn.fulfilled,
    // The page then leaves /auth/login through PublicOnly, which follows the redirect URL.
    effect: (_, api) => void api.dispatch(loadConfiguration()),
  });

  listener.startListening({
    predicate: (action) =>
      sessionRejected.match(action) ||
      (validateSession.rejected.match(action) && validationEndedSession(action)),
    effect: (_, api) => {
      const context = appContextOf(api.extra);
      rememberRedirectUrl(context.navigation.currentLocation());
      context.serverCache.reset(api.dispatch);
      endLocalSession(context);
    },
  });

  listener.startListening({
    // At once: the server is told in the background (signOut), never waited for.
    actionCreator: signOut.fulfilled,
    effect: (_, api) => {
      const context = appContextOf(api.extra);
      context.serverCache.reset(api.dispatch);
      endLocalSession(context);
    },
  });

  listener.startListening({
    actionCreator: switchOrganisation.fulfilled,
    effect: (action, api) => {
      persistUser(api.getState().session.user);
      // Drafts and cached data belong to the organisation just left.
      clearAllDrafts();
      const context = appContextOf(api.extra);
      context.serverCache.reset(api.dispatch);
      context.navigation.navigateTo(action.meta.arg.then ?? PATHS.home, { replace: true });
    },
  });
}
