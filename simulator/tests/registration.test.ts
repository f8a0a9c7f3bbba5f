import { describe, expect, it } from 'vitest';
import { HEADER_SIGNATURE } from '@/domain/contract';
import { OTP_COUNTDOWN_SECONDS } from '@/domain/auth/otp/policy';
import { authHeadersOf } from '@simulator/node';
import { passwordMatches } from '@simulator/lib/hash';
import { codeIn, expectNotStoredInPlain, lastMailTo, signUpBody } from './authHelpers';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

describe('POST auth/ (sign-up)', () => {
  it('creates the unverified user, the organisation and an OWNER membership, and signs in', async () => {
    const { response, status, body } = await call('POST', 'auth/', { body: signUpBody() });

    expect(status).toBe(200);
    const store = getStore();
    const user = store.users.find((u) => u.email === 'nora@quinnbrew.test')!;
    const organisation = store.organisations.find((o) => o.name === 'Quinn Brewing')!;
    expect(user).toMatchObject({ first_name: 'Nora', last_name: 'Quinn', user_verified: false });
    expect(passwordMatches(user, 'Secret123')).toBe(true);
    expect(organisation).toMatchObject({
      legal_name: 'Quinn Brewing Pty Ltd',
      tier: 'growth',
      website: 'https://quinnbrew.com.au',
      phone: '+61 2 9876 5432',
      address: { country: signUpBody().country },
    });
    expect(organisation.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      store.memberships.find((m) => m.user_id === user.id && m.organisation_id === organisation.id),
    ).toMatchObject({ role: 'OWNER', status: 'active' });

    // Answers like auth/sign_in: the user in the new organisation plus devise headers.
    expect(body.data).toMatchObject({
      email: 'nora@quinnbrew.test',
      role: 'OWNER',
      user_verified: false,
      x_organisation_uid: organisation.uid,
      organisations: [{ uid: organisation.uid, name: 'Quinn Brewing', role: 'OWNER' }],
      otp_code_details: {
        otp_count: 0,
        expires_at: new Date(clock.now() + OTP_COUNTDOWN_SECONDS * 1000).toISOString(),
        resend_available_at: null,
        blocked_until: null,
      },
      pending_email: null,
    });
    const headers = authHeadersOf(response);
    expect(headers.uid).toBe('nora@quinnbrew.test');
    const me = await call('GET', 'auth/me', { auth: headers });
    expect(me.status).toBe(200);

    // The first code is mailed, and stored only as a digest.
    const mail = lastMailTo(store, 'nora@quinnbrew.test');
    expect(mail.subject).toMatch(/^Your KeepStock verification code: \d{6}$/);
    expectNotStoredInPlain(store, codeIn(mail));
    expectNotStoredInPlain(store, 'Secret123');
  });

  it('gives the new, empty organisation a dashboard of zeros', async () => {
    const { response } = await call('POST', 'auth/', { body: signUpBody() });
    const stats = await call('GET', 'dashboard/statistics', { auth: authHeadersOf(response) });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ products: 0, stock_on_hand: 0, unpaid_invoices: 0 });
  });

  it('stores the e-mail down-cased and accepts the path without a trailing slash', async () => {
    const { status } = await call('POST', 'auth', {
      body: signUpBody({ email: 'Nora@QuinnBrew.test', website: '', phone: '' }),
    });
    expect(status).toBe(200);
    expect(getStore().users.count((u) => u.email === 'nora@quinnbrew.test')).toBe(1);
  });

  it('refuses every invalid field with a message, and creates nothing', async () => {
    const store = getStore();
    const before = store.snapshot();
    const { status, body } = await call('POST', 'auth/', {
      body: {
        first_name: ' ',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        terms_accepted: false,
        tier: 'platinum',
        organisation_name: '',
        website: 'https://www.google.com/search?q=us',
        phone: '12-ab',
        country: 'nowhere',
      },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Validation failed',
      errors: {
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email must be a valid Email Address'],
        password: ['Password must be at least 8 characters'],
        password_confirmation: ['Passwords must match'],
        terms_accepted: ['Please accept terms and conditions'],
        tier: ['Tier must be one of the following values: starter, growth, enterprise'],
        organisation_name: ['Organisation name is required'],
        legal_name: ['Legal name is required'],
        website: ['Website should be a valid link'],
        phone: ['Phone is invalid'],
        country: ['Country is invalid'],
      },
    });
    expect(store.snapshot()).toEqual(before);
  });

  it('requires a letter and a digit in the password, a country and a tier', async () => {
    const { body } = await call('POST', 'auth/', {
      body: signUpBody({
        password: 'onlyletters',
        password_confirmation: 'onlyletters',
        country: '',
        tier: '' as never,
      }),
    });
    expect(body.errors).toEqual({
      password: ['Password must contain a letter and a number'],
      tier: ['Tier is required'],
      country: ['Country is required'],
    });
  });

  it('refuses a taken e-mail and organisation name, whatever their case', async () => {
    const { status, body } = await call('POST', 'auth/', {
      body: signUpBody({ email: 'OWNER@demo.test', organisation_name: ' koala supply co ' }),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['Email has already been taken'],
      organisation_name: ['Organisation name has already been taken'],
    });
    // The second sign-up of the same business is refused too.
    expect((await call('POST', 'auth/', { body: signUpBody() })).status).toBe(200);
    const again = await call('POST', 'auth/', {
      body: signUpBody({ email: 'other@quinnbrew.test', organisation_name: 'QUINN BREWING' }),
    });
    expect(again.body.errors).toEqual({
      organisation_name: ['Organisation name has already been taken'],
    });
  });

  it('accepts the phone formats of the phone rule and refuses unsigned requests', async () => {
    for (const phone of ['+61 412 345 678', '61-2-9876-5432', '0298765432']) {
      const { body } = await call('POST', 'auth/', {
        body: signUpBody({ phone, email: '', organisation_name: '' }),
      });
      expect(body.errors.phone).toBeUndefined();
    }
    for (const phone of [
      '+61 2',
      '+61 (2) 9876 5432',
      '++61298765432',
      '61 2 9876 54321 12345 678',
    ]) {
      const { body } = await call('POST', 'auth/', { body: signUpBody({ phone }) });
      expect(body.errors.phone).toEqual(['Phone is invalid']);
    }
    const unsigned = await call('POST', 'auth/', {
      body: signUpBody(),
      headers: { [HEADER_SIGNATURE]: 'bad' },
    });
    expect(unsigned.status).toBe(401);
    expect(getStore().users.count((u) => u.email === 'nora@quinnbrew.test')).toBe(0);
  });
});
