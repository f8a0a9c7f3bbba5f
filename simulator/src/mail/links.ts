import type { Simulator } from '../server-rules/pipeline';

/**
 * Where mailed links point: the portal's configured origin (the simulator's `portalOrigin`
 * setting), as the provider's server uses its configured front-end URL. Never a request header:
 * whoever calls the API chooses its Origin and Referer, and a genuine mail with a working token
 * must not point at the caller's site.
 *
 * The browser simulator is set to the page's own origin (the portal it serves), `npm run
 * simulator` to SIMULATOR_PORTAL_ORIGIN, the tests to http://localhost:3000; this is the default.
 */
export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';

/** The portal origin to put in a mailed link. */
export const portalOrigin = (sim: Pick<Simulator, 'portalOrigin'>): string =>
  sim.portalOrigin ?? DEFAULT_PORTAL_ORIGIN;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect_url the server may mail (no open redirect): http(s), on the portal's configured
 * origin or on this machine (a development server on another port: a link there reaches nobody
 * but the person it was mailed to).
 */
export function isAllowedRedirect(
  redirectUrl: string,
  sim: Pick<Simulator, 'portalOrigin'>,
): boolean {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  return url.origin === new URL(portalOrigin(sim)).origin;
}

/** base64url of the UTF-8 text, no padding (the reset link's `o`: the e-mail). */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
