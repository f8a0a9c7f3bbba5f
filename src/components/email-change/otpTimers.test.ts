import { OTP_MAX_RESENDS } from '@/domain/auth/otp/policy';
import { clockOf, isAtLimit, limitTimers, timersFrom } from './otpTimers';

const now = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (offsetS: number) => new Date(now + offsetS * 1000).toISOString();
const none = { otp_count: 0, expires_at: null, resend_available_at: null, blocked_until: null };

describe('timersFrom', () => {
  it("takes the server's instants, so a reload keeps the real timers", () => {
    const timers = timersFrom(
      { otp_count: 2, expires_at: iso(300), resend_available_at: iso(45), blocked_until: null },
      now,
      { afterResend: true },
    );
    expect(timers).toEqual({
      receivedAt: now,
      otpCount: 2,
      expiresAt: now + 300_000,
      resendAt: now + 45_000,
      blockedUntil: null,
    });
  });

  it('falls back to the defaults: a 600 s code, and 60 s × count right after a resend', () => {
    expect(timersFrom({ ...none, otp_count: 1 }, now, { afterResend: true })).toMatchObject({
      expiresAt: now + 600_000,
      resendAt: now + 60_000,
    });
    // Not after a resend and no instant from the server: a resend is accepted now.
    expect(timersFrom({ ...none, otp_count: 1 }, now).resendAt).toBeNull();
  });
});

describe('the limit', () => {
  it('is reached at the resend limit or while a block runs', () => {
    expect(isAtLimit(null, now)).toBe(false);
    expect(isAtLimit(timersFrom({ ...none, otp_count: OTP_MAX_RESENDS - 1 }, now), now)).toBe(
      false,
    );
    expect(isAtLimit(timersFrom({ ...none, otp_count: OTP_MAX_RESENDS }, now), now)).toBe(true);
    const blocked = timersFrom({ ...none, otp_count: 0, blocked_until: iso(10) }, now);
    expect(isAtLimit(blocked, now)).toBe(true);
    expect(isAtLimit(blocked, now + 10_000)).toBe(false);
  });

  it('a refusal without details still counts as the limit', () => {
    expect(isAtLimit(limitTimers(undefined, null, now), now)).toBe(true);
    expect(limitTimers({ ...none, blocked_until: iso(60) }, null, now)).toMatchObject({
      otpCount: OTP_MAX_RESENDS,
      blockedUntil: now + 60_000,
    });
  });

  it('reads time no earlier than the answer, so a stale tick cannot show 01:01', () => {
    const timers = timersFrom(none, now);
    expect(clockOf(timers, now - 900)).toBe(now);
    expect(clockOf(timers, now + 5)).toBe(now + 5);
    expect(clockOf(null, now)).toBe(now);
  });
});
