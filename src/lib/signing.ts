import hmacSHA256 from 'crypto-js/hmac-sha256';
import Hex from 'crypto-js/enc-hex';

export { signedPath } from './signedPath';

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
