import type { AuthHeaders } from '@/domain/contract';
import type { SessionRecord, UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { randomToken, sha256Hex } from '../lib/hash';

/**
 * devise_token_auth's token model: one token per (user, client), stored only as a digest, valid
 * for two weeks (token_lifespan), not rotated per request (change_headers_on_each_request =
 * false), at most ten clients per user (max_number_of_devices).
 */
export const TOKEN_LIFESPAN_S = 14 * 24 * 60 * 60;
export const MAX_DEVICES = 10;

export interface Authenticated {
  user: UserRecord;
  session: SessionRecord;
  headers: AuthHeaders;
}

const headersOf = (token: string, session: SessionRecord, user: UserRecord): AuthHeaders => ({
  'access-token': token,
  client: session.client,
  uid: user.uid,
  expiry: String(session.expiry),
  'token-type': 'Bearer',
});

export function issueSession(
  store: SimulatorStore,
  user: UserRecord,
  organisationId: number | null,
  now: number,
) {
  const nowS = Math.floor(now / 1000);
  // Like devise: drop this user's expired tokens and the oldest ones beyond the device limit.
  const mine = store.sessions.filter((s) => s.user_id === user.id && s.expiry > nowS);
  const keep = new Set(mine.slice(-(MAX_DEVICES - 1)).map((s) => s.id));
  store.sessions.remove((s) => s.user_id === user.id && !keep.has(s.id));
  const token = randomToken(16);
  const session = store.sessions.insert({
    user_id: user.id,
    client: randomToken(16),
    token_digest: sha256Hex(token),
    expiry: nowS + TOKEN_LIFESPAN_S,
    organisation_id: organisationId,
    issued_uid: user.uid,
    created_at: new Date(now).toISOString(),
  });
  return { user, session, headers: headersOf(token, session, user) } satisfies Authenticated;
}

/** The session the request's access-token, client and uid headers name, if it exists and is unexpired. */
export function findSession(
  store: SimulatorStore,
  request: Request,
  now: number,
  { allowExpired = false } = {},
) {
  const token = request.headers.get('access-token');
  const client = request.headers.get('client');
  const uid = request.headers.get('uid');
  if (!token || !client || !uid) return null;
  const digest = sha256Hex(token);
  const session = store.sessions.find((s) => s.client === client && s.token_digest === digest);
  const user = session && store.users.get(session.user_id);
  if (!session || !user) return null;
  // The uid must name the token's user: its current uid, or the one the token was issued for,
  // so a session survives the user's e-mail (and so uid) change until the client adopts it.
  const named = [user.uid, session.issued_uid].map((u) => u?.toLowerCase());
  if (!named.includes(uid.toLowerCase())) return null;
  if (!allowExpired && session.expiry <= Math.floor(now / 1000)) return null;
  return { user, session, headers: headersOf(token, session, user) } satisfies Authenticated;
}

/** Adds the devise auth headers to a response (every authenticated response carries them). */
export function withAuthHeaders(response: Response, headers: AuthHeaders): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * After the user's uid changed during the request (an e-mail change): the auth headers the
 * pipeline adds to the response must carry the new uid, which the portal then stores.
 */
export function adoptCurrentUid(auth: Authenticated): void {
  auth.headers.uid = auth.user.uid;
}
