// @vitest-environment node
// (Node's fetch sends the Origin header a test sets, to show it is ignored; happy-dom's drops it.)
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInAs } from '@simulator/node';
import { expectLinkMailed, expectNotStoredInPlain, linkMailedTo, mailCount } from './authHelpers';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const REDIRECT = 'http://localhost:3000/auth/reset-password';
const requested = (email: string) =>
  `If an account exists for ${email}, we have sent a link to reset the password.`;

async function requestReset(email = 'member@demo.test', headers?: Record<string, string>) {
  const res = await call('POST', 'auth/password', {
    body: { email, redirect_url: REDIRECT },
    headers,
  });
  expect(res.status).toBe(200);
  return res;
}

/** The token of the newest reset mail, checked against the link format. */
function mailedToken(email = 'member@demo.test'): string {
  const link = linkMailedTo(getStore(), email);
  const match = /^\/auth\/reset-password\/([\w-]+)$/.exec(link.pathname);
  expect(link.origin).toBe('http://localhost:3000');
  expect(match).not.toBeNull();
  // o = base64url of the e-mail, so the page can say whose password it is.
  expect(Buffer.from(link.searchParams.get('o')!, 'base64url').toString()).toBe(email);
  return match![1]!;
}

const reset = (token: string, password = 'BrandNew42', confirmation = password) =>
  call('PUT', 'auth/password', {
    body: { reset_password_token: token, password, password_confirmation: confirmation },
  });

describe('POST auth/password', () => {
  it('mails a reset link to a known address and stores only its digest', async () => {
    const { body } = await requestReset();
    const mail = expectLinkMailed(getStore(), body, 'member@demo.test', {
      message: requested('member@demo.test'),
      subject: 'Reset your KeepStock password',
    });
    expect(mail.html).toContain('<a href="http://localhost:3000/auth/reset-password/');
    const token = mailedToken();
    expectNotStoredInPlain(getStore(), token);
    expect(getStore().password_resets.count()).toBe(1);
  });

  it('answers an unknown address exactly the same, and mails nothing', async () => {
    const { body } = await requestReset('nobody@demo.test');
    expect(body).toEqual({ success: true, message: requested('nobody@demo.test') });
    expect(mailCount(getStore(), 'nobody@demo.test')).toBe(0);
    expect(getStore().password_resets.count()).toBe(0);
  });

  it('refuses a malformed e-mail and a redirect to another site', async () => {
    const bad = await call('POST', 'auth/password', {
      body: { email: 'nope', redirect_url: 'https://evil.test/steal' },
    });
    expectInvalid(bad, {
      email: ['Email must be a valid Email Address'],
      redirect_url: ['Redirect url is not allowed'],
    });
    const missing = await call('POST', 'auth/password', { body: { email: 'member@demo.test' } });
    expect(missing.body.errors).toEqual({ redirect_url: ['Redirect url is required'] });
    expect(getStore().password_resets.count()).toBe(0);
  });

  it("takes the allowed origin from the portal's configuration, never from Origin or Referer", async () => {
    const evil = { Origin: 'https://evil.example', Referer: 'https://evil.example/phish' };
    const refused = await call('POST', 'auth/password', {
      body: { email: 'member@demo.test', redirect_url: 'https://evil.example/auth/reset-password' },
      headers: evil,
    });
    expectInvalid(refused, { redirect_url: ['Redirect url is not allowed'] });
    expect(getStore().password_resets.count()).toBe(0);

    // The same request, redirected to the configured portal: the link is mailed there.
    await requestReset('member@demo.test', evil);
    expect(linkMailedTo(getStore(), 'member@demo.test').href).toMatch(
      /^http:\/\/localhost:3000\/auth\/reset-password\/[\w-]+\?o=/,
    );
  });
});

describe('PUT auth/password', () => {
  it('sets the new password once, and signs the user out everywhere', async () => {
    const first = await signInAs('unverified@demo.test');
    await signInAs('unverified@demo.test');
    await requestReset('unverified@demo.test');
    const token = mailedToken('unverified@demo.test');

    const { status, body } = await reset(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Your password has been changed. You can now sign in.',
    });
    const user = getStore().users.find((u) => u.email === 'unverified@demo.test')!;
    expect(getStore().sessions.count((s) => s.user_id === user.id)).toBe(0);
    expect((await call('GET', 'auth/me', { auth: first.headers })).status).toBe(401);
    // The password changes; the verification does not.
    expect(user.user_verified).toBe(false);
    await expect(signInAs('unverified@demo.test')).rejects.toThrow(/401/);
    expect((await signInAs('unverified@demo.test', 'BrandNew42')).user.email).toBe(
      'unverified@demo.test',
    );

    const again = await reset(token, 'Another99');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'TOKEN_USED',
      errors: ['Reset password token has already been used'],
    });
  });

  it('refuses an unknown token and one over an hour old', async () => {
    const unknown = await reset('not-a-token');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Reset password token is invalid',
    });

    await requestReset();
    const token = mailedToken();
    clock.advance(60 * 60 * 1000);
    const expired = await reset(token);
    expect(expired.body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Reset password token has expired, please request a new one',
    });
    expect((await signInAs('member@demo.test', DEMO_PASSWORD)).user.email).toBe('member@demo.test');
  });

  it('voids older links when a newer one is asked for', async () => {
    await requestReset();
    const older = mailedToken();
    await requestReset();
    const newer = mailedToken();
    expect((await reset(older)).body.code).toBe('TOKEN_INVALID');
    expect((await reset(newer)).status).toBe(200);
  });

  it('applies the password rule and the confirmation, keeping the token usable', async () => {
    await requestReset();
    const token = mailedToken();
    const weak = await reset(token, 'short', 'different');
    expectInvalid(weak, {
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords must match'],
    });
    expect((await reset(token, 'nodigitshere')).body.errors).toEqual({
      password: ['Password must contain a letter and a number'],
    });
    expect((await reset(token)).status).toBe(200);
  });
});
