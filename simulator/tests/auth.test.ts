import { describe, expect, it } from 'vitest';
import { HEADER_SIGNATURE, HEADER_TIMESTAMP, SIGNATURE_MAX_AGE_MS } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import {
  authHeadersOf,
  DEMO_PASSWORD,
  SIMULATOR_TEST_BASE,
  signedHeaders,
  signInAs,
} from '@simulator/node';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

describe('auth/sign_in', () => {
  it('returns the user with devise auth headers and a two-week expiry', async () => {
    const { response, status, body } = await call('POST', 'auth/sign_in', {
      body: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    const headers = authHeadersOf(response);
    expect(headers['access-token']).toMatch(/\S{16,}/);
    expect(headers.client).toMatch(/\S{16,}/);
    expect(headers.uid).toBe('owner@demo.test');
    expect(headers['token-type']).toBe('Bearer');
    expect(Number(headers.expiry)).toBe(Math.floor(clock.now() / 1000) + 14 * 24 * 3600);
    expect(body.data).toMatchObject({
      email: 'owner@demo.test',
      role: 'OWNER',
      user_role: 'OWNER',
      user_verified: true,
      accessControlMap: DEFAULT_ACCESS_CONTROL_MAP,
      otp_code_details: { otp_count: 0 },
    });
    expect(body.data.organisations.map((o: { name: string }) => o.name)).toEqual([
      'Koala Supply Co',
      'Harbour & Finch',
      'Outback Outfitters',
    ]);
    expect(body.data.x_organisation_uid).toBe(body.data.organisations[0].uid);
    expect(body.data.fetch_key).toMatch(/^[0-9a-f]{64}$/);
    // The token is stored as a digest only.
    const session = getStore().sessions.all()[0]!;
    expect(session.token_digest).not.toBe(headers['access-token']);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const credentials of [
      { email: 'owner@demo.test', password: 'nope' },
      { email: 'nobody@demo.test', password: DEMO_PASSWORD },
      {},
    ]) {
      const { status, body } = await call('POST', 'auth/sign_in', { body: credentials });
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        errors: ['Invalid login credentials. Please try again.'],
      });
    }
    expect(getStore().sessions.count()).toBe(0);
  });

  it('rejects a bad signature with INVALID_SIGNATURE, also on sign_in', async () => {
    const { status, body } = await call('POST', 'auth/sign_in', {
      body: { email: 'owner@demo.test', password: DEMO_PASSWORD },
      headers: { [HEADER_SIGNATURE]: 'deadbeef' },
    });
    expect(status).toBe(401);
    expect(body).toEqual({
      success: false,
      code: 'INVALID_SIGNATURE',
      errors: ['Request signature is invalid or expired.'],
    });
  });

  it('rejects missing, stale, future and wrong-secret signatures', async () => {
    const url = `${SIMULATOR_TEST_BASE}/meta/configuration`;
    const get = (headers: Record<string, string>) => fetch(url, { headers }).then((r) => r.status);
    const stale = clock.now() - SIGNATURE_MAX_AGE_MS - 1000;
    const future = clock.now() + SIGNATURE_MAX_AGE_MS + 1000;
    expect(await get({})).toBe(401);
    expect(await get(signedHeaders('GET', url, null, null, { timestamp: stale }))).toBe(401);
    expect(await get(signedHeaders('GET', url, null, null, { timestamp: future }))).toBe(401);
    expect(await get(signedHeaders('GET', url, null, null, { secret: 'other' }))).toBe(401);
    // Signed for another method or path does not count either.
    const wrongPath = signedHeaders('GET', `${SIMULATOR_TEST_BASE}/users/me`);
    expect(await get(wrongPath)).toBe(401);
    const ok = signedHeaders('GET', url, null, null, { timestamp: clock.now() - 60_000 });
    expect(ok[HEADER_TIMESTAMP]).toBeTruthy();
    expect(await get(ok)).toBe(200);
  });
});

describe('token authentication', () => {
  it('validates a token and refuses an unknown one', async () => {
    const { headers } = await signInAs('admin@demo.test');
    const ok = await call('GET', 'auth/validate_token', { auth: headers });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      data: { email: 'admin@demo.test', role: 'ADMIN' },
    });
    expect(ok.response.headers.get('access-token')).toBe(headers['access-token']);

    const bad = await call('GET', 'auth/validate_token', {
      auth: { ...headers, 'access-token': 'forged' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ success: false, errors: ['Invalid login credentials'] });

    const me = await call('GET', 'users/me', { auth: { ...headers, client: 'other-client' } });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({
      success: false,
      errors: ['You need to sign in or sign up before continuing.'],
    });
    expect((await call('GET', 'users/me')).status).toBe(401);
  });

  it('expires tokens after two weeks on the server clock', async () => {
    const { headers } = await signInAs('member@demo.test');
    clock.advance(14 * 24 * 3600 * 1000 - 60_000);
    expect((await call('GET', 'auth/me', { auth: headers })).status).toBe(200);
    clock.advance(120_000);
    const expired = await call('GET', 'auth/me', { auth: headers });
    expect(expired.status).toBe(401);
    expect(expired.body.errors).toEqual(['You need to sign in or sign up before continuing.']);
  });

  it('sign_out destroys the session; a second sign_out is 404', async () => {
    const { headers } = await signInAs('owner@demo.test');
    const out = await call('DELETE', 'auth/sign_out', { auth: headers });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(getStore().sessions.count()).toBe(0);
    expect((await call('GET', 'users/me', { auth: headers })).status).toBe(401);
    const again = await call('DELETE', 'auth/sign_out', { auth: headers });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: false,
      errors: ['User was not found or was not logged in.'],
    });
  });

  it('keeps other devices signed in and reports the unverified flag', async () => {
    const first = await signInAs('unverified@demo.test');
    const second = await signInAs('unverified@demo.test');
    expect(first.user.user_verified).toBe(false);
    await call('DELETE', 'auth/sign_out', { auth: second.headers });
    expect((await call('GET', 'auth/me', { auth: first.headers })).status).toBe(200);
  });
});
