import type { Collection } from '../db/collection';
import type { OneUseTokenRecord, UserRecord } from '../db/schema';
import type { MailInput, SimulatorStore } from '../db/store';
import { randomToken, sha256Hex } from '../lib/hash';
import { errors } from './errors';
import { str } from './body';
import { withSignature, type SignedContext, type Simulator } from './pipeline';

/**
 * Single-use link tokens (password reset, magic sign-in, invitation): random, stored as a
 * SHA-256 digest, redeemable once before they expire. The refusal codes are the contract's.
 */
export type TokenProblem = 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_USED';

/** Each kind of link words its refusals its own way ('Sign-in link has expired, …'). */
export type TokenMessages = Readonly<Record<TokenProblem, string>>;

/** A plain token table: one user per token (password resets, magic links). */
type UserTokens = Collection<'password_resets'> | Collection<'magic_links'>;

export function newToken(): { token: string; digest: string } {
  const token = randomToken(24);
  return { token, digest: sha256Hex(token) };
}

export interface TokenLookup<T> {
  record: T | undefined;
  problem: TokenProblem | null;
}

/** The record a token names and why it cannot be redeemed now (null: it can). */
export function lookupToken<T extends OneUseTokenRecord>(
  rows: readonly T[],
  token: string,
  now: number,
): TokenLookup<T> {
  const digest = token ? sha256Hex(token) : '';
  const record = digest ? rows.find((r) => r.token_digest === digest) : undefined;
  if (!record) return { record, problem: 'TOKEN_INVALID' };
  if (record.used_at) return { record, problem: 'TOKEN_USED' };
  if (Date.parse(record.expires_at) <= now) return { record, problem: 'TOKEN_EXPIRED' };
  return { record, problem: null };
}

/** 422 with the problem as `code` and the link's own wording of it. */
export const tokenRefusal = (messages: TokenMessages, problem: TokenProblem) =>
  errors.coded(422, problem, messages[problem]);

/** The fields of a new token record, valid for `lifetimeMs` from `now`. */
export function tokenFields(digest: string, now: number, lifetimeMs: number) {
  return {
    token_digest: digest,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + lifetimeMs).toISOString(),
    used_at: null,
  };
}

/** A redeemed token cannot be redeemed again. */
export function markUsed(
  tokens: UserTokens | Collection<'invitations'>,
  recordId: number,
  now: number,
) {
  tokens.update(recordId, { used_at: new Date(now).toISOString() });
}

/** A kind of link mailed to one user (password reset, magic sign-in): its table, life and words. */
export interface UserLinkKind {
  table: 'password_resets' | 'magic_links';
  /** The body field the redeeming request sends the token in. */
  tokenField: string;
  lifetimeMs: number;
  messages: TokenMessages;
  template: (to: string, firstName: string, href: string) => MailInput;
  /** The mailed address: where the link lands (`base`) with the token in it. */
  href: (base: string, token: string, user: UserRecord) => string;
}

/**
 * Mails the user a link of that kind under `base`, holding a new token: the user's unused older
 * ones are voided first, so only the newest link works. Only the token's digest is stored.
 */
export function mailUserLink(sim: Simulator, kind: UserLinkKind, user: UserRecord, base: string) {
  const tokens: UserTokens = sim.store[kind.table];
  tokens.remove((r) => r.user_id === user.id && !r.used_at);
  const { token, digest } = newToken();
  tokens.insert({ user_id: user.id, ...tokenFields(digest, sim.now(), kind.lifetimeMs) });
  sim.store.sendMail(kind.template(user.email, user.first_name, kind.href(base, token, user)));
}

/**
 * The user a token of that kind names, or the refusal to answer (a token whose user is gone is
 * invalid). `markUsed` is called once the redemption succeeds; a look that does not call it
 * leaves the token as it was.
 */
export function redeemUserToken(
  store: SimulatorStore,
  kind: UserLinkKind,
  token: string,
  now: number,
): Response | { user: UserRecord; markUsed: () => void } {
  const tokens: UserTokens = store[kind.table];
  const { record, problem } = lookupToken(tokens.all(), token, now);
  const user = record && store.users.get(record.user_id);
  if (problem || !user) return tokenRefusal(kind.messages, problem ?? 'TOKEN_INVALID');
  return { user, markUsed: () => markUsed(tokens, record.id, now) };
}

/**
 * A public (signed) route that redeems a link of that kind: the resolver gets the link's user
 * and `markUsed`, and the request's time; a refused token is answered at once.
 */
export function withUserLink(
  sim: Simulator,
  kind: UserLinkKind,
  resolver: (
    found: { user: UserRecord; markUsed: () => void },
    ctx: SignedContext,
    now: number,
  ) => Response,
) {
  return withSignature(sim, (ctx) => {
    const now = sim.now();
    const found = redeemUserToken(sim.store, kind, str(ctx.body[kind.tokenField]), now);
    return found instanceof Response ? found : resolver(found, ctx, now);
  });
}
