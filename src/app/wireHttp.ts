import { reportError } from '@/api/reporting';
import { reportStorageFailuresTo } from '@/lib/storage';
import { notifier } from '@/components/feedback/notifier';
import { authHeadersRefreshed, sessionRejected } from '@/core/session/sessionSlice';
import { findPattern } from '@/lib/routePattern';
import { flattenRoutes } from '@/core/routing/routeHandle';
import { protectedRoutes } from './routes';
import type { AppStore } from './store';

const patterns = flattenRoutes(protectedRoutes).map((r) => r.pattern);

/** A detail page is one whose route has a dynamic segment (:id, :uid). */
export function isDetailPage(pathname: string): boolean {
  return findPattern(patterns, pathname)?.includes('/:') ?? false;
}

/** Connects the store's transport (its context's) to the store, its router and the toasts. */
export function wireHttp(store: AppStore): void {
  const { transport, navigation } = store.context;
  // A full or disabled localStorage is reported, never thrown into a sign-in or a switch.
  reportStorageFailuresTo(
    (key, error) => void reportError(error, 'error', { what: 'localStorage write', key }),
  );
  transport.configure({
    getCredentials: () => {
      const user = store.getState().session.user;
      return user ? { headers: user.headers, organisationUid: user.x_organisation_uid } : null;
    },
    onAuthHeaders: (headers) => store.dispatch(authHeadersRefreshed(headers)),
    onUnauthorized: () => {
      if (store.getState().session.user) store.dispatch(sessionRejected());
    },
    navigate: (path) => navigation.navigateTo(path),
    currentLocation: () => navigation.currentLocation(),
    isDetailPage,
    notify: notifier,
  });
}
