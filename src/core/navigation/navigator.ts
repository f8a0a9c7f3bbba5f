/**
 * Navigation for code outside React (interceptors, listeners). The app registers its data router
 * once (browser router in the app, memory router in tests); until then navigation falls back to
 * the window's location.
 */
export interface RouterLike {
  navigate(path: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

let router: RouterLike | null = null;

export function registerRouter(next: RouterLike | null): void {
  router = next;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (router) void router.navigate(path, options);
  else globalThis.location?.assign(path);
}

export function currentLocation(): { pathname: string; search: string } {
  if (router) return router.state.location;
  return {
    pathname: globalThis.location?.pathname ?? '/',
    search: globalThis.location?.search ?? '',
  };
}

export const PATHS = {
  home: '/dashboard',
  login: '/auth/login',
  notAllowed: '/not-allowed',
  notFound: '/404',
  serverError: '/500',
  changelog: '/changelog',
} as const;

/** Public pages a signed-in user may stay on (SPEC §2). */
export const PUBLIC_WITH_AUTH_PATHS = ['/auth/magic_sign_in', '/auth/accept-invitation'];

export function isPublicWithAuth(pathname: string): boolean {
  return PUBLIC_WITH_AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isPublicPath(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === '/access-denied';
}
