import { describe, expect, it } from 'vitest';
import { authHeadersOf, DEMO_PASSWORD, signInAs } from '@simulator/node';
import { SEED_REFERENCE_DATE } from '@simulator/seed';
import { passwordMatches } from '@simulator/lib/hash';
import { expectNotStoredInPlain, lastMailTo, linkIn, linkMailedTo } from './authHelpers';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const NEWCOMER = { email: 'sam.lee@koalasupply.test', first_name: 'Sam', last_name: 'Lee' };
const orgUid = (name: string) => getStore().organisations.find((o) => o.name === name)!.uid;

async function invite(
  as: string,
  body: Record<string, unknown>,
  organisation: string | null = 'Koala Supply Co',
) {
  const { headers } = await signInAs(as);
  return call('POST', 'auth/invitation', {
    auth: headers,
    org: organisation && orgUid(organisation),
    body,
  });
}

/** The invitation token of the newest mail to an address, checked against the link format. */
function mailedToken(email: string): string {
  const link = linkMailedTo(getStore(), email, 'http://localhost:3000');
  expect(link.pathname).toBe('/auth/accept-invitation');
  return link.searchParams.get('invitation_token')!;
}

const details = (token: string) =>
  call('GET', `auth/invitation?invitation_token=${encodeURIComponent(token)}`);
const accept = (token: string, body: Record<string, unknown> = {}) =>
  call('PUT', 'auth/invitation', {
    body: {
      invitation_token: token,
      password: 'Welcome42',
      password_confirmation: 'Welcome42',
      first_name: 'Sam',
      last_name: 'Lee',
      ...body,
    },
  });

describe('POST auth/invitation', () => {
  it('creates the user and a waiting membership, and mails a link naming the organisation', async () => {
    const { status, body } = await invite('admin@demo.test', { ...NEWCOMER, role: 'ADMIN' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'An invitation has been sent to sam.lee@koalasupply.test.',
    });
    const store = getStore();
    const user = store.users.find((u) => u.email === NEWCOMER.email)!;
    expect(user).toMatchObject({ first_name: 'Sam', last_name: 'Lee', user_verified: false });
    expect(user.password_digest).toBe('');
    const koala = store.organisations.find((o) => o.name === 'Koala Supply Co')!;
    expect(
      store.memberships.find((m) => m.user_id === user.id && m.organisation_id === koala.id),
    ).toMatchObject({ role: 'ADMIN', status: 'invited' });
    const mail = lastMailTo(store, NEWCOMER.email);
    expect(mail.subject).toBe('Aiden Clarke invited you to join Koala Supply Co on KeepStock');
    expect(linkIn(mail)).toMatch(
      /^http:\/\/localhost:3000\/auth\/accept-invitation\?invitation_token=[\w-]+$/,
    );
    expectNotStoredInPlain(store, mailedToken(NEWCOMER.email));
    // No account until the invitation is accepted: the new user cannot sign in.
    await expect(signInAs(NEWCOMER.email)).rejects.toThrow(/401/);
  });

  it('is for admins and owners only, in the organisation the request acts in', async () => {
    const member = await invite('member@demo.test', { ...NEWCOMER, role: 'MEMBER' });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ errors: ['Action Not Allowed!'] });

    const outsider = await invite(
      'admin@demo.test',
      { ...NEWCOMER, role: 'MEMBER' },
      'Harbour & Finch',
    );
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({ errors: ['You are not a member of this organisation.'] });
    expect(getStore().users.count((u) => u.email === NEWCOMER.email)).toBe(0);

    // The owner is ADMIN of Outback Outfitters: the invitation is for that organisation.
    const owner = await invite(
      'owner@demo.test',
      { ...NEWCOMER, role: 'MEMBER' },
      'Outback Outfitters',
    );
    expect(owner.status).toBe(200);
    const { data } = (await details(mailedToken(NEWCOMER.email))).body;
    expect(data).toMatchObject({
      organisation_name: 'Outback Outfitters',
      organisation_uid: orgUid('Outback Outfitters'),
      invited_by: 'Olivia Nguyen',
    });

    const anonymous = await call('POST', 'auth/invitation', {
      body: { ...NEWCOMER, role: 'MEMBER' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('validates the body and refuses an address that is already a member', async () => {
    const invalid = await invite('owner@demo.test', { email: 'nope', role: 'OWNER' });
    expectInvalid(invalid, {
      email: ['Email must be a valid Email Address'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      role: ['Role must be one of the following values: MEMBER, ADMIN'],
    });
    const member = await invite('owner@demo.test', {
      email: 'Member@Demo.test',
      first_name: 'Mia',
      last_name: 'Patel',
      role: 'ADMIN',
    });
    expectInvalid(member, {
      email: ['Email already belongs to a member of this organisation'],
    });
    expect(getStore().invitations.count()).toBe(1); // the seeded one only
  });

  it('voids the previous link when the same address is invited again', async () => {
    await invite('admin@demo.test', { ...NEWCOMER, role: 'MEMBER' });
    const first = mailedToken(NEWCOMER.email);
    await invite('admin@demo.test', { ...NEWCOMER, first_name: 'Samuel', role: 'ADMIN' });
    const second = mailedToken(NEWCOMER.email);
    expect((await details(first)).body).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Invitation token is invalid',
    });
    expect((await details(second)).body.data.first_name).toBe('Samuel');
    const user = getStore().users.find((u) => u.email === NEWCOMER.email)!;
    expect(getStore().memberships.filter((m) => m.user_id === user.id)).toMatchObject([
      { role: 'ADMIN', status: 'invited' },
    ]);
  });
});

describe('accepting: GET and PUT auth/invitation', () => {
  it('lets a new user choose a password and lands them in the invited organisation', async () => {
    await invite('admin@demo.test', { ...NEWCOMER, role: 'MEMBER' });
    const token = mailedToken(NEWCOMER.email);
    expect((await details(token)).body).toEqual({
      data: {
        email: NEWCOMER.email,
        first_name: 'Sam',
        last_name: 'Lee',
        organisation_uid: orgUid('Koala Supply Co'),
        organisation_name: 'Koala Supply Co',
        invited_by: 'Aiden Clarke',
        existing_user: false,
      },
    });

    const weak = await accept(token, {
      password: 'weak',
      password_confirmation: 'other',
      last_name: '',
    });
    expectInvalid(weak, {
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords must match'],
      last_name: ['Last name is required'],
    });

    const { status, body, response } = await accept(token, { first_name: 'Samantha' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: NEWCOMER.email,
      first_name: 'Samantha',
      role: 'MEMBER',
      user_verified: true,
      x_organisation_uid: orgUid('Koala Supply Co'),
    });
    expect((await call('GET', 'auth/me', { auth: authHeadersOf(response) })).status).toBe(200);
    const user = getStore().users.find((u) => u.email === NEWCOMER.email)!;
    expect(passwordMatches(user, 'Welcome42')).toBe(true);
    expect(getStore().memberships.find((m) => m.user_id === user.id)!.status).toBe('active');
    expect((await signInAs(NEWCOMER.email, 'Welcome42')).user.role).toBe('MEMBER');

    for (const again of [await details(token), await accept(token)]) {
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({
        code: 'TOKEN_USED',
        message: 'Invitation has already been accepted',
      });
    }
  });

  it('asks an existing account for its current password', async () => {
    await invite(
      'owner@demo.test',
      {
        email: 'admin@demo.test',
        first_name: 'Aiden',
        last_name: 'Clarke',
        role: 'ADMIN',
      },
      'Harbour & Finch',
    );
    const token = mailedToken('admin@demo.test');
    expect((await details(token)).body.data).toMatchObject({
      existing_user: true,
      organisation_name: 'Harbour & Finch',
    });
    const wrong = await accept(token, { password: 'Welcome42' });
    expectInvalid(wrong, { password: ['Password is incorrect'] });

    const ok = await accept(token, { password: DEMO_PASSWORD, password_confirmation: '' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      email: 'admin@demo.test',
      role: 'ADMIN',
      x_organisation_uid: orgUid('Harbour & Finch'),
    });
    expect(ok.body.data.organisations.map((o: { name: string }) => o.name)).toEqual([
      'Koala Supply Co',
      'Harbour & Finch',
    ]);
    // The password stays the one the account had.
    expect((await signInAs('admin@demo.test', DEMO_PASSWORD)).user.email).toBe('admin@demo.test');
  });

  it('refuses unknown and expired (7 days) tokens, and a removed invitation', async () => {
    expect((await details('nope')).body.code).toBe('TOKEN_INVALID');
    expect((await accept('')).body.code).toBe('TOKEN_INVALID');

    await invite('admin@demo.test', { ...NEWCOMER, role: 'MEMBER' });
    const token = mailedToken(NEWCOMER.email);
    clock.advance(7 * 24 * 3600 * 1000);
    expect((await accept(token)).body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Invitation token has expired, please ask for a new invitation',
    });

    clock.set(Date.now());
    await invite('admin@demo.test', { ...NEWCOMER, role: 'MEMBER' });
    const fresh = mailedToken(NEWCOMER.email);
    const user = getStore().users.find((u) => u.email === NEWCOMER.email)!;
    getStore().memberships.remove((m) => m.user_id === user.id);
    expect((await details(fresh)).body.code).toBe('TOKEN_INVALID');
  });

  it('has a seeded invitation for invited@demo.test to Harbour & Finch, with its mail', async () => {
    // Tests keep the seed's dates: the invitation was sent the day before the reference date.
    clock.set(SEED_REFERENCE_DATE + 12 * 3600 * 1000);
    const mail = lastMailTo(getStore(), 'invited@demo.test');
    expect(mail.subject).toBe('Olivia Nguyen invited you to join Harbour & Finch on KeepStock');
    expect(mail.html).toContain('Harbour &#38; Finch');
    const token = mailedToken('invited@demo.test');
    expect((await details(token)).body.data).toMatchObject({
      email: 'invited@demo.test',
      organisation_name: 'Harbour & Finch',
      invited_by: 'Olivia Nguyen',
      existing_user: false,
    });
    const { status, body } = await accept(token, { first_name: 'Isla', last_name: 'Morgan' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      role: 'MEMBER',
      x_organisation_uid: orgUid('Harbour & Finch'),
    });
  });
});
