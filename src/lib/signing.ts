import hmacSHA256 from 'crypto-js/hmac-sha256';
import Hex from 'crypto-js/enc-hex';

/**
 * The keyed-hash request signature shared by the portal and the simulator: HMAC-SHA256 (hex) of
 * `timestamp \n METHOD \n path` under the configured secret. `path` is the URL path from `/v1`
 * on, without the query string, so a proxy that rewrites the host does not break it.
 */
export function signatureBase(timestamp: string, method: string, path: string): string {
  return `${timestamp}\n${method.toUpperCase()}\n${path}`;
}

export function signRequest(secret: string, timestamp: string, method: string, path: string): string {
  return hmacSHA256(signatureBase(timestamp, method, path), secret).toString(Hex);
}

/** The part of a URL the signature covers: from `/v1` on, no query, no hash. */
export function signedPath(url: string): string {
  const pathname = new URL(url, 'http://placeholder.invalid').pathname;
  const at = pathname.indexOf('/v1/');
  return at >= 0 ? pathname.slice(at) : pathname;
}
