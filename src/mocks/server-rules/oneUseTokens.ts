import type { Collection } from '../db/collection';
import type { OneUseTokenRecord } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/hash';

/**
 * Single-use link tokens (password reset, magic sign-in, invitation): random, stored as a
 * SHA-256 digest, redeemable once before they expire. The refusal codes are the contract's.
 */
export type TokenProblem = 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_USED';

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

/** The fields of a new token record, valid for `lifetimeMs` from `now`. */
export function tokenFields(digest: string, now: number, lifetimeMs: number) {
  return {
    token_digest: digest,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + lifetimeMs).toISOString(),
    used_at: null,
  };
}

/**
 * A new link token for the user in a plain token table (password resets, magic links): the
 * user's unused older ones are voided first, so only the newest link works. Answers the token
 * to mail; only its digest is stored.
 */
export function issueUserToken(
  tokens: Collection<'password_resets'> | Collection<'magic_links'>,
  userId: number,
  now: number,
  lifetimeMs: number,
): string {
  tokens.remove((r) => r.user_id === userId && !r.used_at);
  const { token, digest } = newToken();
  tokens.insert({ user_id: userId, ...tokenFields(digest, now, lifetimeMs) });
  return token;
}
