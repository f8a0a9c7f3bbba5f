import { describe, expect, it } from 'vitest';
import type { AuthHeaders } from '@/domain/contract';
import { OTP_COUNTDOWN_SECONDS } from '@/domain/auth/otp/policy';
import { authHeadersOf, DEMO_PASSWORD, signInAs } from '@simulator/node';
import { codeIn, expectNotStoredInPlain, lastMailTo, mailCount, otpCalls } from './authHelpers';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const patch = (auth: AuthHeaders, body: Record<string, unknown>) =>
  call('PATCH', 'users/details', { auth, body });
const userBy = (email: string) => getStore().users.find((u) => u.email === email);

describe('GET users/details', () => {
  it("returns the signed-in user's profile in the current organisation", async () => {
    const { headers } = await signInAs('admin@demo.test');
    const { status, body } = await call('GET', 'users/details', { auth: headers });
    expect(status).toBe(200);
    const user = userBy('admin@demo.test')!;
    expect(body).toEqual({
      data: {
        uid: 'admin@demo.test',
        email: 'admin@demo.test',
        pending_email: null,
        first_name: 'Aiden',
        last_name: 'Clarke',
        phone: user.phone,
        occupation: user.occupation,
        time_zone: 'Australia/Sydney',
        role: 'ADMIN',
        active: true,
        user_verified: true,
        profile_picture: null,
      },
    });
    expect((await call('GET', 'users/details')).status).toBe(401);
  });
});

describe('PATCH users/details', () => {
  it('saves names, phone, occupation and time zone', async () => {
    const { headers } = await signInAs('member@demo.test');
    const { status, body } = await patch(headers, {
      first_name: ' Mia ',
      last_name: 'Patel-Jones',
      phone: '+61 412 345 678',
      occupation: 'Warehouse lead',
      time_zone: 'Australia/Perth',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Your details have been saved.');
    expect(body.data).toMatchObject({ first_name: 'Mia', last_name: 'Patel-Jones' });
    expect(userBy('member@demo.test')).toMatchObject({
      first_name: 'Mia',
      last_name: 'Patel-Jones',
      phone: '+61 412 345 678',
      occupation: 'Warehouse lead',
      time_zone: 'Australia/Perth',
    });
  });

  it('refuses invalid values with field messages and changes nothing', async () => {
    const { headers } = await signInAs('member@demo.test');
    const before = { ...userBy('member@demo.test')! };
    const { status, body } = await patch(headers, {
      first_name: '',
      phone: 'call me',
      occupation: 'x'.repeat(101),
      time_zone: 'Mars/Olympus',
      email: 'owner@demo.test',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      first_name: ['First name is required'],
      phone: ['Phone is invalid'],
      occupation: ['Occupation must be at most 100 characters'],
      time_zone: ['Time zone is invalid'],
      email: ['Email has already been taken'],
    });
    expect(userBy('member@demo.test')).toEqual(before);
  });

  it("keeps a verified user's new address pending until its code is verified", async () => {
    const { headers } = await signInAs('member@demo.test');
    const NEW = 'mia.new@demo.test';
    const changed = await patch(headers, { email: 'Mia.New@demo.test' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(
      `We sent a code to ${NEW}. Your e-mail address changes once the code is verified.`,
    );
    expect(changed.body.data).toMatchObject({
      email: 'member@demo.test',
      pending_email: NEW,
      otp_code_details: {
        otp_count: 0,
        expires_at: new Date(clock.now() + OTP_COUNTDOWN_SECONDS * 1000).toISOString(),
      },
    });
    expect(userBy('member@demo.test')!.pending_email).toBe(NEW);
    const code = codeIn(lastMailTo(getStore(), NEW));
    expectNotStoredInPlain(getStore(), code);
    expect(mailCount(getStore(), 'member@demo.test')).toBe(0);

    const user = { uid: 'member@demo.test', email: NEW };
    const verified = await otpCalls(headers, user, 'email_update').verify(code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: 'Your e-mail address has been updated.',
      data: { email: NEW, uid: NEW, pending_email: null, user_verified: true },
    });
    expect(userBy(NEW)).toMatchObject({ uid: NEW, pending_email: null });

    // The session goes on: the answer hands over the new uid, and the old one still works.
    const newHeaders = authHeadersOf(verified.response);
    expect(newHeaders.uid).toBe(NEW);
    expect(newHeaders['access-token']).toBe(headers['access-token']);
    expect((await call('GET', 'auth/me', { auth: newHeaders })).body.data.email).toBe(NEW);
    expect((await call('GET', 'auth/me', { auth: headers })).status).toBe(200);
    expect((await signInAs(NEW, DEMO_PASSWORD)).user.email).toBe(NEW);
    await expect(signInAs('member@demo.test')).rejects.toThrow(/401/);
  });

  it('cancels a waiting change when the current address is given again', async () => {
    const { headers } = await signInAs('member@demo.test');
    await patch(headers, { email: 'mia.new@demo.test' });
    const code = codeIn(lastMailTo(getStore(), 'mia.new@demo.test'));
    const cancelled = await patch(headers, { email: 'member@demo.test' });
    expect(cancelled.body.message).toBe('The e-mail change has been cancelled.');
    expect(cancelled.body.data.pending_email).toBeNull();
    const late = await otpCalls(
      headers,
      { uid: 'member@demo.test', email: 'mia.new@demo.test' },
      'email_update',
    ).verify(code);
    expect(late.body.errors).toEqual({ email: ['No e-mail change is waiting for a code'] });
  });

  it("changes an unverified user's address at once and sends a sign-up code to it", async () => {
    const { headers } = await signInAs('unverified@demo.test');
    const NEW = 'ursula@byrne.test';
    const { status, body, response } = await patch(headers, { email: NEW });
    expect(status).toBe(200);
    expect(body.message).toBe(`Your e-mail address is now ${NEW}. We sent a code to ${NEW}.`);
    expect(body.data).toMatchObject({
      email: NEW,
      uid: NEW,
      pending_email: null,
      user_verified: false,
    });
    expect(response.headers.get('uid')).toBe(NEW);
    const code = codeIn(lastMailTo(getStore(), NEW));

    const verified = await otpCalls(authHeadersOf(response), { uid: NEW, email: NEW }).verify(code);
    expect(verified.status).toBe(200);
    expect(userBy(NEW)).toMatchObject({ user_verified: true });
  });

  it('needs a session', async () => {
    expect((await call('PATCH', 'users/details', { body: { first_name: 'X' } })).status).toBe(401);
  });
});
