import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { passwordDigest, randomToken } from '../lib/hash';

/** Looking people up by address, and what makes a user an account. */

/** The user with this address; `email` is already normalised (trimmed, lower case). */
export const userByEmail = (store: SimulatorStore, email: string): UserRecord | undefined =>
  store.users.find((u) => u.email.toLowerCase() === email);

/**
 * An account exists once it has a password: a user made by an invitation has none yet, so it
 * can neither sign in nor be sent a sign-in link.
 */
export const hasAccount = (user: { password_digest: string }): boolean =>
  user.password_digest !== '';

/** A fresh salt and the salted digest of the password (the password itself is never kept). */
export function passwordFields(password: string) {
  const salt = randomToken(12);
  return { password_salt: salt, password_digest: passwordDigest(salt, password) };
}
