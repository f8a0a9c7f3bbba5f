import Hex from 'crypto-js/enc-hex';
import hmacSHA256 from 'crypto-js/hmac-sha256';
import sha256 from 'crypto-js/sha256';

/**
 * Hashing helpers shared by the seed and the handlers. crypto-js rather than WebCrypto because
 * it is synchronous and identical in the browser, in vitest and in Node.
 */
export const sha256Hex = (text: string): string => sha256(text).toString(Hex);

/** Like Rails' `has_secure_password`, only never the password itself: a salted digest. */
export const passwordDigest = (salt: string, password: string): string =>
  sha256Hex(`${salt}:${password}`);

export function passwordMatches(
  record: { password_salt: string; password_digest: string },
  password: string,
) {
  return passwordDigest(record.password_salt, password) === record.password_digest;
}

/** A stable UUID-shaped id derived from a name, so e.g. a country's uid never changes. */
export function stableUid(namespace: string, name: string): string {
  const h = sha256Hex(`${namespace}:${name}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The hosted search key of one member of an organisation (User.fetch_key): one key per user and
 * organisation, so one member's key can be revoked (deactivation) without the others'.
 * Deterministic so the simulated search service can recognise it: the HMAC of the organisation
 * uid and the user's id under a fixed key.
 */
export const FETCH_KEY_SECRET = 'simulator-search-key';
export const fetchKeyFor = (organisationUid: string, userId: number): string =>
  hmacSHA256(`search:${organisationUid}:${userId}`, FETCH_KEY_SECRET).toString(Hex);

/** Random, URL-safe tokens for devise_token_auth's access-token and client. */
export function randomToken(bytes = 16): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return btoa(String.fromCharCode(...buf))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
