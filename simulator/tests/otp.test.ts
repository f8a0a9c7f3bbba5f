import { describe, expect, it } from 'vitest';
import {
  OTP_BLOCK_SECONDS,
  OTP_COUNTDOWN_SECONDS,
  OTP_MAX_FAILED_VERIFICATIONS,
  OTP_MAX_RESENDS,
  resendWaitSeconds,
} from '@/domain/auth/otp/policy';
import { signInAs } from '@simulator/node';
import {
  codeIn,
  expectNotStoredInPlain,
  lastMailTo,
  mailCount,
  otpBody,
  otpCalls,
  RECAPTCHA,
} from './authHelpers';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const EMAIL = 'unverified@demo.test';
const USER = { uid: EMAIL, email: EMAIL };
const iso = (ms: number) => new Date(ms).toISOString();

async function signedIn() {
  const { headers } = await signInAs(EMAIL);
  return { headers, ...otpCalls(headers, USER) };
}
/** The same calls without a session: the uid names the user. */
const withoutSession = otpCalls(null, USER);

describe('otp_codes/send', () => {
  it('mails a 6-digit code, stored only as a digest, and answers its details', async () => {
    const { send } = await signedIn();
    const { status, body, response } = await send('send');
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'We sent a code to unverified@demo.test.',
      data: {
        otp_code_details: {
          otp_count: 0,
          expires_at: iso(clock.now() + OTP_COUNTDOWN_SECONDS * 1000),
          resend_available_at: null,
          blocked_until: null,
        },
      },
    });
    expect(response.headers.get('access-token')).toBeTruthy();
    const code = codeIn(lastMailTo(getStore(), EMAIL));
    expect(code).toMatch(/^\d{6}$/);
    expectNotStoredInPlain(getStore(), code);
  });

  it('does not send again while the code is live, and sends a new one once it expired', async () => {
    const { send } = await signedIn();
    await send('send');
    clock.advance(120_000);
    const again = await send('send');
    expect(again.body.data.otp_code_details.expires_at).toBe(
      iso(clock.now() - 120_000 + OTP_COUNTDOWN_SECONDS * 1000),
    );
    expect(mailCount(getStore(), EMAIL)).toBe(1);

    clock.advance(OTP_COUNTDOWN_SECONDS * 1000);
    const fresh = await send('send');
    expect(fresh.body.data.otp_code_details).toMatchObject({
      otp_count: 0,
      expires_at: iso(clock.now() + OTP_COUNTDOWN_SECONDS * 1000),
    });
    expect(mailCount(getStore(), EMAIL)).toBe(2);
  });

  it('works without a session for the user the uid names', async () => {
    const { status } = await withoutSession.send('send');
    expect(status).toBe(200);
    expect(mailCount(getStore(), EMAIL)).toBe(1);
  });
});

describe('bot check and context', () => {
  it('refuses a missing, blank or wrong-action token with RECAPTCHA_FAILED', async () => {
    const { send } = await signedIn();
    for (const recaptcha_token of [
      undefined,
      '  ',
      'sim-recaptcha:verifyOTP:x',
      'sim-recaptcha:resendOTP:',
    ]) {
      const { status, body } = await send('send', { recaptcha_token });
      expect(status).toBe(422);
      expect(body).toMatchObject({ success: false, code: 'RECAPTCHA_FAILED' });
      expect(body.errors[0]).toBe(body.message);
    }
    const verify = await send('verify', { otp_code: '123456', recaptcha_token: RECAPTCHA.resend });
    expect(verify.body.code).toBe('RECAPTCHA_FAILED');
    // A token that is not a simulator token would be a real reCAPTCHA token: accepted.
    expect((await send('send', { recaptcha_token: '03AFcWeA-real-looking' })).status).toBe(200);
    expect(mailCount(getStore(), EMAIL)).toBe(1);
  });

  it('checks otpable_type, otp_type, uid and email against the user', async () => {
    const { send, headers } = await signedIn();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { otpable_type: 'organisation', otp_type: 'sign_in', uid: '', email: '' },
        {
          otpable_type: ['Otpable type must be one of the following values: user'],
          otp_type: ['Otp type must be one of the following values: user_signup, email_update'],
          uid: ['Uid is required'],
          email: ['Email is required'],
        },
      ],
      [{ uid: 'member@demo.test' }, { uid: ['Uid does not match the signed-in user'] }],
      [
        { email: 'other@demo.test' },
        { email: ['Email does not match the address being verified'] },
      ],
      [{ otp_type: 'email_update' }, { email: ['No e-mail change is waiting for a code'] }],
    ];
    for (const [extra, expected] of refusals) {
      const { status, body } = await send('send', extra);
      expect(status).toBe(422);
      expect(body.errors).toEqual(expected);
    }
    const verified = await call('POST', 'otp_codes/send', {
      body: otpBody({ uid: 'member@demo.test', email: 'member@demo.test' }),
    });
    expect(verified.body.errors).toEqual({ otp_type: ['Email address is already verified'] });
    const unknown = await call('POST', 'otp_codes/send', {
      body: otpBody({ uid: 'nobody@demo.test', email: 'nobody@demo.test' }),
    });
    expect(unknown.body.errors).toEqual({ uid: ['Uid is invalid'] });
    const forged = await call('POST', 'otp_codes/send', {
      auth: { ...headers, 'access-token': 'forged' },
      body: otpBody(USER),
    });
    expect(forged.status).toBe(401);
    expect(getStore().mails.count((m) => m.to !== 'invited@demo.test')).toBe(0);
  });
});

describe('otp_codes/resend', () => {
  it('waits 0 s, then 60 s × the resends made; each resend voids the previous code', async () => {
    const { send, verify } = await signedIn();
    await send('send');
    const first = codeIn(lastMailTo(getStore(), EMAIL));

    const resent = await send('resend');
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      message: 'A new code has been sent to unverified@demo.test.',
      data: {
        otp_code_details: {
          otp_count: 1,
          expires_at: iso(clock.now() + OTP_COUNTDOWN_SECONDS * 1000),
          resend_available_at: iso(clock.now() + 60_000),
          blocked_until: null,
        },
      },
    });
    const second = codeIn(lastMailTo(getStore(), EMAIL));
    expect(getStore().users.find((u) => u.email === EMAIL)!.otp_count).toBe(1);

    clock.advance(59_000);
    const early = await send('resend');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      data: { otp_code_details: { otp_count: 1, resend_available_at: iso(clock.now() + 1000) } },
    });
    clock.advance(1000);
    const ok = await send('resend');
    expect(ok.body.data.otp_code_details).toMatchObject({
      otp_count: 2,
      resend_available_at: iso(clock.now() + 120_000),
    });
    const third = codeIn(lastMailTo(getStore(), EMAIL));

    if (first !== third) expect((await verify(first)).body.code).toBe('OTP_INVALID');
    if (second !== third) expect((await verify(second)).body.code).toBe('OTP_INVALID');
    expect((await verify(third)).status).toBe(200);
  });

  it('blocks for 3 hours from the resend that reached the limit, then starts again from 0', async () => {
    const { send, headers } = await signedIn();
    await send('send');
    for (let count = 0; count < OTP_MAX_RESENDS; count += 1) {
      clock.advance(resendWaitSeconds(count) * 1000);
      expect((await send('resend')).status).toBe(200);
    }
    const limitReachedAt = clock.now();
    const blockedUntil = iso(limitReachedAt + OTP_BLOCK_SECONDS * 1000);
    const record = getStore().otp_codes.find((r) => r.otp_type === 'user_signup')!;
    expect(record).toMatchObject({ otp_count: OTP_MAX_RESENDS, blocked_until: blockedUntil });

    clock.advance(OTP_BLOCK_SECONDS * 1000 - 1000);
    const refused = await send('resend');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'OTP_LIMIT_REACHED',
      message: 'Too many attempts. Please try again later.',
      data: {
        otp_code_details: { otp_count: OTP_MAX_RESENDS, blocked_until: blockedUntil },
      },
    });
    // The user payload shows the block too, so a reload lands on the limit screen.
    const me = await call('GET', 'auth/me', { auth: headers });
    expect(me.body.data.otp_code_details).toMatchObject({
      otp_count: OTP_MAX_RESENDS,
      blocked_until: blockedUntil,
      resend_available_at: blockedUntil,
    });
    // With the code expired, even send cannot mail a new one during the block.
    const send429 = await send('send');
    expect(send429.body.code).toBe('OTP_LIMIT_REACHED');
    const mailsDuringBlock = mailCount(getStore(), EMAIL);

    clock.advance(1000);
    const after = await call('GET', 'auth/me', { auth: headers });
    expect(after.body.data.otp_code_details).toMatchObject({ otp_count: 0, blocked_until: null });
    const again = await send('resend');
    expect(again.status).toBe(200);
    expect(again.body.data.otp_code_details).toMatchObject({ otp_count: 1, blocked_until: null });
    expect(mailCount(getStore(), EMAIL)).toBe(mailsDuringBlock + 1);
  });

  it('starts a block when the count is at the limit without one', async () => {
    const { send } = await signedIn();
    await send('send');
    const record = getStore().otp_codes.find((r) => r.otp_type === 'user_signup')!;
    getStore().otp_codes.update(record.id, { otp_count: OTP_MAX_RESENDS });
    const { status, body } = await send('resend');
    expect(status).toBe(429);
    expect(body.data.otp_code_details.blocked_until).toBe(
      iso(clock.now() + OTP_BLOCK_SECONDS * 1000),
    );
  });
});

describe('otp_codes/verify', () => {
  it('verifies the account with the right code and uses the code up', async () => {
    const { send, verify, headers } = await signedIn();
    await send('send');
    const code = codeIn(lastMailTo(getStore(), EMAIL));
    const { status, body } = await verify(code);
    expect(status).toBe(200);
    expect(body.message).toBe('Your e-mail address is verified.');
    expect(body.data).toMatchObject({
      email: EMAIL,
      user_verified: true,
      otp_code_details: { otp_count: 0 },
    });
    expect(getStore().users.find((u) => u.email === EMAIL)!.user_verified).toBe(true);
    expect(getStore().otp_codes.count()).toBe(0);
    expect((await call('GET', 'auth/me', { auth: headers })).body.data.user_verified).toBe(true);
    // Verified now: no further sign-up code can be asked for or checked.
    expect((await verify(code)).body.errors).toEqual({
      otp_type: ['Email address is already verified'],
    });
  });

  it('refuses a wrong code, then voids the code after too many wrong ones', async () => {
    const { send, verify } = await signedIn();
    await send('send');
    const code = codeIn(lastMailTo(getStore(), EMAIL));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_MAX_FAILED_VERIFICATIONS; i += 1) {
      const { status, body } = await verify(wrong);
      expect(status).toBe(422);
      expect(body).toMatchObject({
        code: 'OTP_INVALID',
        message: 'The code is invalid. Please try again.',
        errors: ['The code is invalid. Please try again.'],
      });
    }
    const late = await verify(code);
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Please request a new one.',
    });
    expect(getStore().users.find((u) => u.email === EMAIL)!.user_verified).toBe(false);
  });

  it('refuses an expired code, and accepts the fresh one sent after it', async () => {
    const { send, verify } = await signedIn();
    await send('send');
    const old = codeIn(lastMailTo(getStore(), EMAIL));
    clock.advance(OTP_COUNTDOWN_SECONDS * 1000);
    expect((await verify(old)).body.code).toBe('OTP_EXPIRED');
    await send('send');
    expect((await verify(codeIn(lastMailTo(getStore(), EMAIL)))).status).toBe(200);
  });

  it('verifies without a session, for the user the uid names', async () => {
    await withoutSession.send('send');
    const code = codeIn(lastMailTo(getStore(), EMAIL));
    const { status, body } = await withoutSession.verify(code);
    expect(status).toBe(200);
    expect(body.data.user_verified).toBe(true);
  });
});
