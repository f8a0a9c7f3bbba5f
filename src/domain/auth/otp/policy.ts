/**
 * The one-time-code policy shared by the portal and the API simulator, so the client's timers and
 * the server's refusals can never disagree. docs/auth.md explains the choices; the resend attempt
 * limit is a decision made here.
 */

/** Digits in a code. */
export const OTP_LENGTH = 6;
/** The verification countdown and the life of a code, in seconds (10 minutes). */
export const OTP_COUNTDOWN_SECONDS = 600;
/** The resend wait grows by this many seconds per resend already made. */
export const OTP_RESEND_STEP_SECONDS = 60;
/**
 * Resends allowed before the block (a decision: 5). With waits of 0, 60, 120, 180
 * and 240 s a user can ask five times over ten minutes, then the block starts.
 */
export const OTP_MAX_RESENDS = 5;
/** How long resends stay blocked once the limit is reached (3 hours). */
export const OTP_BLOCK_SECONDS = 3 * 60 * 60;
/** Wrong codes accepted against one code before it is void and a new one must be sent. */
export const OTP_MAX_FAILED_VERIFICATIONS = 5;

/** Seconds to wait before the next resend, given the resends already made (60 s × count). */
export function resendWaitSeconds(resendCount: number): number {
  return OTP_RESEND_STEP_SECONDS * Math.max(0, Math.floor(resendCount));
}

/** True at or above the attempt limit: the limit-reached screen replaces the form. */
export function isResendLimitReached(resendCount: number): boolean {
  return resendCount >= OTP_MAX_RESENDS;
}
