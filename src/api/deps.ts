import type { AuthHeaders } from '../domain/contract';

/**
 * What the transport needs from the app. src/api must not import the store, the router or antd
 * (layering), so the app hands these in once at start-up through configureHttp.
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

let current: HttpDeps = defaultHttpDeps;
const listeners = new Set<() => void>();

/**
 * Installs the app's dependencies. Missing members fall back to the defaults (not to the previous
 * configuration), so `configureHttp({})` resets everything — handy between tests.
 */
export function configureHttp(deps: Partial<HttpDeps>): void {
  current = { ...defaultHttpDeps, ...deps };
  listeners.forEach((fn) => fn());
}

export function httpDeps(): HttpDeps {
  return current;
}

/** Lets modules with per-session state (the 401 latch) reset when the app reconfigures. */
export function onReconfigure(fn: () => void): void {
  listeners.add(fn);
}
