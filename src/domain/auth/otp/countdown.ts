/**
 * Timers of the verification screen: the code's countdown, the resend wait and the 3-hour block.
 * Below an hour a timer reads `mm:ss`; from an hour on it reads `h : mm : ss`, spaces included
 * (the block starts at '3 : 00 : 00').
 */

const SECONDS_PER_HOUR = 3600;
const pad = (n: number) => String(n).padStart(2, '0');

/** `mm:ss` below an hour, `h : mm : ss` at or above it. Negative or invalid input reads as 0. */
export function formatCountdown(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours} : ${pad(minutes)} : ${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
}

/** Milliseconds since the epoch of an ISO time; null for null or an unreadable value. */
export function parseInstant(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whole seconds left until `deadlineMs`, rounded up so a timer shows '01:00' (not '00:59') in the
 * first second of a 60 s wait and reaches 0 only when the deadline has passed. Never negative.
 */
export function secondsUntil(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null || !Number.isFinite(deadlineMs)) return 0;
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Seconds left until an ISO time (the server's `expires_at`, `resend_available_at`, …). */
export function secondsUntilIso(iso: string | null | undefined, nowMs: number): number {
  return secondsUntil(parseInstant(iso), nowMs);
}
