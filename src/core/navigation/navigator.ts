/**
 * Navigation for code outside React (interceptors, listeners, a submit's origin). Each app has its
 * own Navigation (its context's `navigation`), which follows the data router the app gives it
 * (browser router in the app, memory router in tests); until then it falls back to the window's
 * location.
 */
export interface RouterLike {
  navigate(path: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

export interface Navigation {
  /** Follows `router` from now on (null: the window's location again). */
  useRouter(router: RouterLike | null): void;
  navigateTo(path: string, options?: { replace?: boolean }): void;
  currentLocation(): { pathname: string; search: string };
}

export function createNavigation(): Navigation {
  let router: RouterLike | null = null;
  return {
    useRouter(next) {
      router = next;
    },
    navigateTo(path, options) {
      if (router) void router.navigate(path, options);
      else globalThis.location?.assign(path);
    },
    currentLocation() {
      if (router) return router.state.location;
      return {
        pathname: globalThis.location?.pathname ?? '/',
        search: globalThis.location?.search ?? '',
      };
    },
  };
}

/** Where the public (auth) pages live: everything under it is reachable signed out. */
export const AUTH_ROOT = '/auth';

/**
 * The addresses the core itself sends people to (guards, session listeners, error policy). The
 * features' paths.ts files take these from here rather than write them again.
 */
export const PATHS = {
  home: '/dashboard',
  login: `${AUTH_ROOT}/login`,
  magicSignIn: `${AUTH_ROOT}/magic_sign_in`,
  acceptInvitation: `${AUTH_ROOT}/accept-invitation`,
  accessDenied: '/access-denied',
  notAllowed: '/not-allowed',
  notFound: '/404',
  serverError: '/500',
  changelog: '/changelog',
} as const;

/** Public pages a signed-in user may stay on: a magic link or an invitation opened while signed in. */
export const PUBLIC_WITH_AUTH_PATHS: readonly string[] = [
  PATHS.magicSignIn,
  PATHS.acceptInvitation,
];

export function isPublicWithAuth(pathname: string): boolean {
  return PUBLIC_WITH_AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isPublicPath(pathname: string): boolean {
  return pathname.startsWith(`${AUTH_ROOT}/`) || pathname === PATHS.accessDenied;
}
