/**
 * Where mailed links point. The provider's server would use its configured front-end URL; the
 * simulator uses the portal that asked: the request's Origin, else its Referer, else the dev
 * server. In the browser simulator that is the page's own origin; behind `npm run simulator` it
 * is the portal calling it from another port.
 */
export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';

function originOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The portal origin to put in a mailed link. */
export function portalOrigin(request: Request): string {
  return (
    originOf(request.headers.get('Origin')) ??
    originOf(request.headers.get('Referer')) ??
    DEFAULT_PORTAL_ORIGIN
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect_url the server may mail (no open redirect): http(s), on the origin of the request
 * (Origin or Referer) or on this machine.
 */
export function isAllowedRedirect(redirectUrl: string, request: Request): boolean {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  const allowed = [request.headers.get('Origin'), request.headers.get('Referer')].map(originOf);
  return allowed.includes(url.origin);
}

/** base64url of the UTF-8 text, no padding (the reset link's `o`: the e-mail). */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
