import { AUTH_HEADER_NAMES, type AuthHeaders } from '../domain/contract';

/** Header bag as axios hands it back (AxiosHeaders or a plain object; names are lower-case). */
export type HeaderBag =
  | { get?(name: string): unknown }
  | Partial<AuthHeaders>
  | Record<string, unknown>
  | null
  | undefined;

const REQUIRED = ['access-token', 'client', 'uid', 'expiry'] as const;

const nonBlank = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** The devise_token_auth headers present and non-blank in a response, nothing else. */
export function readAuthHeaders(headers: HeaderBag): Partial<AuthHeaders> {
  const out: Partial<Record<(typeof AUTH_HEADER_NAMES)[number], string>> = {};
  if (!headers) return out;
  const get = (name: string): unknown =>
    typeof (headers as { get?: unknown }).get === 'function'
      ? (headers as { get(n: string): unknown }).get(name)
      : (headers as Record<string, unknown>)[name];
  for (const name of AUTH_HEADER_NAMES) {
    const value = nonBlank(get(name));
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Expiry is unix seconds as a string; anything unparsable counts as unknown. */
function expiryOf(h: Partial<AuthHeaders> | null | undefined): number | undefined {
  const n = Number(h?.expiry);
  return h?.expiry !== undefined && Number.isFinite(n) ? n : undefined;
}

/**
 * The token-refresh rule: returns the headers to store, or null to keep `current`.
 * - Blank values never win: devise_token_auth answers batched requests with blank tokens.
 * - A response without an access token changes nothing.
 * - A set for another client never replaces the stored one: it answers a request of an earlier
 *   session (signed out or replaced while the request was in flight), not this one.
 * - An older expiry never replaces a newer one (responses can arrive out of order); without a
 *   readable expiry the incoming set cannot prove it is newer, so it is ignored when one is stored.
 * - The result must be a complete set (token, client, uid, expiry).
 * - An identical set returns null, so the app does not rewrite storage on every response.
 */
export function mergeAuthHeaders(
  current: AuthHeaders | null | undefined,
  incoming: HeaderBag,
): AuthHeaders | null {
  const fresh = readAuthHeaders(incoming);
  if (!fresh['access-token']) return null;
  if (current?.client && fresh.client && fresh.client !== current.client) return null;

  const currentExpiry = expiryOf(current);
  const incomingExpiry = expiryOf(fresh);
  if (currentExpiry !== undefined) {
    if (incomingExpiry === undefined || incomingExpiry < currentExpiry) return null;
  }

  const merged = { ...(current ?? {}), ...fresh } as AuthHeaders;
  if (REQUIRED.some((name) => !nonBlank(merged[name]))) return null;
  if (current && AUTH_HEADER_NAMES.every((name) => merged[name] === current[name])) return null;
  return merged;
}

/**
 * The token headers a session opened with, as stored: every name present, '' where the response
 * had none, and the devise default for the token type.
 */
export function completeAuthHeaders(read: Partial<AuthHeaders>): AuthHeaders {
  return {
    'access-token': read['access-token'] ?? '',
    client: read.client ?? '',
    uid: read.uid ?? '',
    expiry: read.expiry ?? '',
    'token-type': read['token-type'] ?? 'Bearer',
  };
}
