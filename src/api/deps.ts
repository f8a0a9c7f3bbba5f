import type { AuthHeaders } from '../domain/contract';

/**
 * What the transport needs from the app. src/api must not import the store, the router or antd
 * (layering), so the app hands these to its transport (transport.ts, `configure`) once its store
 * and router exist.
 */
export interface HttpDeps {
  getCredentials(): { headers: AuthHeaders; organisationUid: string } | null;
  /** Merged, newer headers to store. */
  onAuthHeaders(headers: AuthHeaders): void;
  /** Clear the session and go to /auth/login. */
  onUnauthorized(): void;
  /** For /404 and /500. */
  navigate(path: string): void;
  currentLocation(): { pathname: string; search: string };
  /** The current route has a dynamic (:id/:uid) segment. */
  isDetailPage(pathname: string): boolean;
  notify: { error(opts: { key?: string; message: string; duration: number }): void };
}

const noop = () => {};

/** Safe until configured: anonymous requests, nothing stored, no navigation, no toasts. */
export const defaultHttpDeps: HttpDeps = {
  getCredentials: () => null,
  onAuthHeaders: noop,
  onUnauthorized: noop,
  navigate: noop,
  currentLocation: () => ({
    pathname: globalThis.location?.pathname ?? '/',
    search: globalThis.location?.search ?? '',
  }),
  isDetailPage: () => false,
  notify: { error: noop },
};
