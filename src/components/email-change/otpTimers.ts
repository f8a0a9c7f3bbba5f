import type { OtpCodeDetails } from '@/domain/contract';
import { parseInstant } from '@/domain/auth/otp/countdown';
import {
  isResendLimitReached,
  OTP_COUNTDOWN_SECONDS,
  OTP_MAX_RESENDS,
  resendWaitSeconds,
} from '@/domain/auth/otp/policy';

/** Where the code stands, as instants on this device's clock (ms), for the countdowns. */
export interface OtpTimers {
  /**
   * When the answer arrived. The screen's clock ticks once a second, so between ticks it lags
   * behind; reading time as at least this keeps a fresh 60 s wait from showing '01:01'.
   */
  receivedAt: number;
  otpCount: number;
  expiresAt: number;
  /** null: a resend is accepted now. */
  resendAt: number | null;
  blockedUntil: number | null;
}

/**
 * Reads the server's details. The server's instants win, so a reload keeps the real countdown and
 * resend timer; where it leaves one out, the defaults apply: a code lives 600 s, and right
 * after a resend the next one waits 60 s × the resends made.
 */
export function timersFrom(
  details: OtpCodeDetails,
  now: number,
  { afterResend = false } = {},
): OtpTimers {
  const countedWait = afterResend ? now + resendWaitSeconds(details.otp_count) * 1000 : null;
  return {
    receivedAt: now,
    otpCount: details.otp_count,
    expiresAt: parseInstant(details.expires_at) ?? now + OTP_COUNTDOWN_SECONDS * 1000,
    resendAt: parseInstant(details.resend_available_at) ?? countedWait,
    blockedUntil: parseInstant(details.blocked_until),
  };
}

/** The limit answer (429 OTP_LIMIT_REACHED): its details if it sent them, else "at the limit". */
export function limitTimers(
  details: OtpCodeDetails | undefined,
  previous: OtpTimers | null,
  now: number,
): OtpTimers {
  if (details)
    return timersFrom({ ...details, otp_count: Math.max(details.otp_count, OTP_MAX_RESENDS) }, now);
  return {
    receivedAt: now,
    otpCount: OTP_MAX_RESENDS,
    expiresAt: previous?.expiresAt ?? now,
    resendAt: null,
    blockedUntil: previous?.blockedUntil ?? null,
  };
}

/** At or above the attempt limit, or while a block runs, the limit screen shows. */
export function isAtLimit(timers: OtpTimers | null, now: number): boolean {
  if (!timers) return false;
  return isResendLimitReached(timers.otpCount) || (timers.blockedUntil ?? 0) > clockOf(timers, now);
}

/** The time to read the timers at: the ticking clock, but never before the answer arrived. */
export const clockOf = (timers: OtpTimers | null, now: number) =>
  Math.max(now, timers?.receivedAt ?? now);
