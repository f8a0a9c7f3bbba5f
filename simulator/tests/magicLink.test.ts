// @vitest-environment node
// (Node's fetch sends the Origin header a test sets, to show it is ignored; happy-dom's drops it.)
import { describe, expect, it } from 'vitest';
import { authHeadersOf } from '@simulator/node';
import {
  expectLinkMailed,
  expectNotStoredInPlain,
  lastMailTo,
  linkMailedTo,
  mailCount,
} from './authHelpers';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const requested = (email: string) =>
  `If an account exists for ${email}, we have sent a sign-in link to it.`;

async function askForLink(email = 'owner@demo.test', headers?: Record<string, string>) {
  const res = await call('POST', 'auth/magic_link', { body: { email }, headers });
  expect(res.status).toBe(200);
  return res;
}

function mailedLink(email = 'owner@demo.test'): URL {
  return linkMailedTo(getStore(), email);
}

const signIn = (token: string) => call('POST', 'auth/magic_sign_in', { body: { token } });

describe('POST auth/magic_link', () => {
  it("mails a sign-in link on the portal's configured origin, stored as a digest only", async () => {
    const { body } = await askForLink();
    expectLinkMailed(getStore(), body, 'owner@demo.test', {
      message: requested('owner@demo.test'),
      subject: 'Your KeepStock sign-in link',
    });
    const link = mailedLink();
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/magic_sign_in');
    expectNotStoredInPlain(getStore(), link.searchParams.get('token')!);
  });

  it("points the link at the configured portal whatever the request's Origin or Referer", async () => {
    await askForLink('owner@demo.test', {
      Origin: 'https://evil.example',
      Referer: 'https://evil.example/phish',
    });
    const link = mailedLink();
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/magic_sign_in');
    expect(lastMailTo(getStore(), 'owner@demo.test').html).not.toContain('evil.example');
  });

  it('answers unknown addresses the same and mails nothing; refuses a malformed one', async () => {
    const { body } = await askForLink('nobody@demo.test');
    expect(body.message).toBe(requested('nobody@demo.test'));
    expect(mailCount(getStore(), 'nobody@demo.test')).toBe(0);
    // An invited person without an account yet gets nothing either.
    await askForLink('invited@demo.test');
    expect(getStore().magic_links.count()).toBe(0);
    const bad = await call('POST', 'auth/magic_link', { body: { email: 'x' } });
    expectInvalid(bad, { email: ['Email must be a valid Email Address'] });
  });
});

describe('GET auth/magic_sign_in', () => {
  it('says whom a link signs in, and leaves it unspent', async () => {
    await askForLink('member@demo.test');
    const token = mailedLink('member@demo.test').searchParams.get('token')!;
    const details = await call('GET', `auth/magic_sign_in?token=${encodeURIComponent(token)}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ data: { email: 'member@demo.test' } });
    expect(
      getStore()
        .magic_links.all()
        .map((l) => l.used_at),
    ).toEqual([null]);
    expect((await signIn(token)).status).toBe(200);

    const used = await call('GET', `auth/magic_sign_in?token=${encodeURIComponent(token)}`);
    expect(used.status).toBe(422);
    expect(used.body.code).toBe('TOKEN_USED');
    expect((await call('GET', 'auth/magic_sign_in?token=made-up')).body.code).toBe('TOKEN_INVALID');
  });
});

describe('POST auth/magic_sign_in', () => {
  it('signs in once, like auth/sign_in, in the default organisation', async () => {
    await askForLink();
    const token = mailedLink().searchParams.get('token')!;
    const { status, body, response } = await signIn(token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email: 'owner@demo.test', role: 'OWNER' });
    expect(body.data.x_organisation_uid).toBe(body.data.organisations[0].uid);
    const headers = authHeadersOf(response);
    expect((await call('GET', 'auth/me', { auth: headers })).status).toBe(200);

    const again = await signIn(token);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'TOKEN_USED',
      message: 'Sign-in link has already been used',
    });
    expect(getStore().sessions.count()).toBe(1);
  });

  it('refuses unknown, expired (15 minutes) and superseded links', async () => {
    expect((await signIn('made-up')).body).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Sign-in link is invalid',
    });
    expect((await signIn('')).body.code).toBe('TOKEN_INVALID');

    await askForLink();
    const older = mailedLink().searchParams.get('token')!;
    await askForLink();
    const newer = mailedLink().searchParams.get('token')!;
    expect((await signIn(older)).body.code).toBe('TOKEN_INVALID');

    clock.advance(15 * 60 * 1000);
    const expired = await signIn(newer);
    expect(expired.body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Sign-in link has expired, please request a new one',
    });
    expect(getStore().sessions.count()).toBe(0);
  });
});
