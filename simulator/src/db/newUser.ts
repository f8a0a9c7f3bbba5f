import type { UserRecord } from './schema';

/**
 * A user as sign-up, an invitation or the seed first stores it: uid is the e-mail (devise's
 * email provider), not verified, no code sent, no profile extras yet. Without a password (empty
 * salt and digest) signing in is impossible, as for an invitee who has not accepted yet.
 * The time zone starts at Sydney: a request's offset cannot name a zone, and the profile page
 * lets the user pick one.
 */
export function newUser(
  fields: Pick<UserRecord, 'email' | 'first_name' | 'last_name' | 'created_at'> &
    Partial<Pick<UserRecord, 'password_salt' | 'password_digest'>>,
): Omit<UserRecord, 'id'> {
  return {
    uid: fields.email,
    email: fields.email,
    first_name: fields.first_name,
    last_name: fields.last_name,
    password_salt: fields.password_salt ?? '',
    password_digest: fields.password_digest ?? '',
    user_verified: false,
    otp_count: 0,
    pending_email: null,
    phone: '',
    occupation: '',
    time_zone: 'Australia/Sydney',
    created_at: fields.created_at,
  };
}
