import type { OtpCodeDetails, OtpType } from '@/domain/contract';
import {
  OTP_BLOCK_SECONDS,
  OTP_COUNTDOWN_SECONDS,
  OTP_LENGTH,
  OTP_MAX_FAILED_VERIFICATIONS,
  isResendLimitReached,
  resendWaitSeconds,
} from '@/domain/auth/otp/policy';
import type { OtpCodeRecord, UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { randomToken, sha256Hex } from '../lib/hash';
import { otpMail } from '../mail/templates';

/**
 * The one-time-code rules (numbers from domain/auth/otp/policy.ts): 6 random digits,
 * stored as a salted digest, live for OTP_COUNTDOWN_SECONDS, void after a newer code or too many
 * wrong tries; resends wait 60 s × the resends made, and reaching OTP_MAX_RESENDS blocks resends
 * for OTP_BLOCK_SECONDS, after which the count starts again from 0.
 */
const iso = (ms: number) => new Date(ms).toISOString();
const at = (value: string | null) => (value ? Date.parse(value) : Number.NaN);

export function otpRecordFor(store: SimulatorStore, userId: number, type: OtpType) {
  return store.otp_codes.find((r) => r.user_id === userId && r.otp_type === type);
}

/** The user's state for this purpose, created empty the first time. */
export function ensureOtpRecord(store: SimulatorStore, user: UserRecord, type: OtpType) {
  return (
    otpRecordFor(store, user.id, type) ??
    store.otp_codes.insert({
      user_id: user.id,
      otp_type: type,
      email: user.email,
      code_digest: null,
      code_salt: '',
      sent_at: null,
      expires_at: null,
      failed_attempts: 0,
      otp_count: 0,
      blocked_until: null,
    })
  );
}

/** A block that has run out resets the count (applied lazily, whenever the record is read). */
export function settleBlock(store: SimulatorStore, record: OtpCodeRecord, now: number) {
  if (record.blocked_until && at(record.blocked_until) <= now) {
    setCount(store, record, 0);
    record.blocked_until = null;
    store.otp_codes.markChanged(record);
  }
}

export const isBlocked = (record: OtpCodeRecord, now: number) =>
  !!record.blocked_until && at(record.blocked_until) > now;

/** A code that can still be verified, for this address. */
export function isLive(record: OtpCodeRecord, now: number, email = record.email) {
  return (
    record.code_digest !== null &&
    record.email.toLowerCase() === email.toLowerCase() &&
    at(record.expires_at) > now &&
    record.failed_attempts < OTP_MAX_FAILED_VERIFICATIONS
  );
}

/** OtpCodeDetails of the contract for a record (or none). */
export function otpDetails(record: OtpCodeRecord | undefined, now: number): OtpCodeDetails {
  if (!record)
    return { otp_count: 0, expires_at: null, resend_available_at: null, blocked_until: null };
  const blocked = isBlocked(record, now);
  const count = record.blocked_until && !blocked ? 0 : record.otp_count;
  const nextResend = at(record.sent_at) + resendWaitSeconds(count) * 1000;
  return {
    otp_count: count,
    expires_at: isLive(record, now) ? record.expires_at : null,
    resend_available_at: blocked ? record.blocked_until : nextResend > now ? iso(nextResend) : null,
    blocked_until: blocked ? record.blocked_until : null,
  };
}

/** The code state the user payload shows: the e-mail change waiting, else the sign-up check. */
export function otpDetailsForUser(store: SimulatorStore, user: UserRecord, now: number) {
  const type: OtpType | null = user.pending_email
    ? 'email_update'
    : !user.user_verified
      ? 'user_signup'
      : null;
  const details = otpDetails(type ? otpRecordFor(store, user.id, type) : undefined, now);
  return type ? details : { ...details, otp_count: user.otp_count };
}

function randomCode(): string {
  const range = 10 ** OTP_LENGTH;
  const limit = Math.floor(2 ** 32 / range) * range; // no modulo bias
  const buf = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return String(buf[0]! % range).padStart(OTP_LENGTH, '0');
}

const digestOf = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

/** The user's otp_count mirrors the count of the code being worked on. */
function setCount(store: SimulatorStore, record: OtpCodeRecord, count: number) {
  record.otp_count = count;
  store.otp_codes.markChanged(record);
  store.users.update(record.user_id, { otp_count: count });
}

/** Makes a new code (voiding the previous one) and mails it to `email`. */
export function sendNewCode(
  store: SimulatorStore,
  record: OtpCodeRecord,
  user: UserRecord,
  email: string,
  now: number,
) {
  const code = randomCode();
  const salt = randomToken(8);
  Object.assign(record, {
    email,
    code_salt: salt,
    code_digest: digestOf(salt, code),
    sent_at: iso(now),
    expires_at: iso(now + OTP_COUNTDOWN_SECONDS * 1000),
    failed_attempts: 0,
  } satisfies Partial<OtpCodeRecord>);
  store.otp_codes.markChanged(record);
  store.sendMail(otpMail(email, user.first_name, code, record.otp_type));
}

export type ResendRefusal = 'OTP_LIMIT_REACHED' | 'OTP_RESEND_TOO_SOON';

/** Why a resend is refused now, or null. Reaching the limit without a block starts one. */
export function resendRefusal(
  store: SimulatorStore,
  record: OtpCodeRecord,
  now: number,
): ResendRefusal | null {
  settleBlock(store, record, now);
  if (isBlocked(record, now)) return 'OTP_LIMIT_REACHED';
  if (isResendLimitReached(record.otp_count)) {
    record.blocked_until = iso(now + OTP_BLOCK_SECONDS * 1000);
    store.otp_codes.markChanged(record);
    return 'OTP_LIMIT_REACHED';
  }
  const wait = resendWaitSeconds(record.otp_count) * 1000;
  return record.sent_at && now < at(record.sent_at) + wait ? 'OTP_RESEND_TOO_SOON' : null;
}

/** A resend that was allowed: counts it and, on reaching the limit, starts the block. */
export function countResend(store: SimulatorStore, record: OtpCodeRecord, now: number) {
  setCount(store, record, record.otp_count + 1);
  if (isResendLimitReached(record.otp_count))
    record.blocked_until = iso(now + OTP_BLOCK_SECONDS * 1000);
  store.otp_codes.markChanged(record);
}

export type VerifyOutcome = 'ok' | 'OTP_INVALID' | 'OTP_EXPIRED';

/** Checks a code against the live one; a right code is used up, wrong ones are counted. */
export function checkCode(
  store: SimulatorStore,
  record: OtpCodeRecord,
  email: string,
  code: string,
  now: number,
): VerifyOutcome {
  if (!isLive(record, now, email)) return 'OTP_EXPIRED';
  if (digestOf(record.code_salt, code) !== record.code_digest) {
    record.failed_attempts += 1;
    if (record.failed_attempts >= OTP_MAX_FAILED_VERIFICATIONS) record.code_digest = null;
    store.otp_codes.markChanged(record);
    return 'OTP_INVALID';
  }
  return 'ok';
}

/** After a successful verification the state is done with: the next purpose starts afresh. */
export function finishOtp(store: SimulatorStore, record: OtpCodeRecord) {
  store.otp_codes.remove((r) => r.id === record.id);
  store.users.update(record.user_id, { otp_count: 0 });
}

/**
 * A code for a (new) address outside the resend flow: the first code after sign-up or an
 * e-mail change. It does not count as a resend, but it respects a running block (the address
 * is kept and the code can be asked for once the block ends). Returns whether a code was sent.
 */
export function startCode(
  store: SimulatorStore,
  user: UserRecord,
  type: OtpType,
  email: string,
  now: number,
): boolean {
  const record = ensureOtpRecord(store, user, type);
  settleBlock(store, record, now);
  if (isBlocked(record, now)) {
    Object.assign(record, { email, code_digest: null, expires_at: null });
    store.otp_codes.markChanged(record);
    return false;
  }
  sendNewCode(store, record, user, email, now);
  return true;
}
