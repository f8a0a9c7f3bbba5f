import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import { PERMISSION_FUNCTIONS } from '@/domain/permissions/functions';
import { signInAs } from '@simulator/node';
import { memberUid } from '@simulator/settings/teamRules';
import { lastMailTo, linkIn, linkMailedTo, mailCount } from './authHelpers';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock();

const KOALA = 'Koala Supply Co';
const NEWCOMER = { email: 'sam.lee@koalasupply.test', first_name: 'Sam', last_name: 'Lee' };

const orgUid = (name = KOALA) => getStore().organisations.find((o) => o.name === name)!.uid;

/** The membership uid of a person in an organisation, read from the store. */
function uidOf(email: string, organisation = KOALA) {
  const store = getStore();
  const user = store.users.find((u) => u.email === email)!;
  const org = store.organisations.find((o) => o.name === organisation)!;
  const m = store.memberships.find((x) => x.user_id === user.id && x.organisation_id === org.id)!;
  return memberUid(m);
}
const statusOf = (email: string) => {
  const store = getStore();
  const user = store.users.find((u) => u.email === email)!;
  const org = store.organisations.find((o) => o.name === KOALA)!;
  return store.memberships.find((m) => m.user_id === user.id && m.organisation_id === org.id)
    ?.status;
};

async function as(email: string) {
  const { headers } = await signInAs(email);
  const org = orgUid();
  const base = `organisations/${org}/users`;
  return {
    headers,
    get: (path = '') => call('GET', `${base}${path}`, { auth: headers, org }),
    send: (method: string, path: string, body?: unknown) =>
      call(method, `${base}${path}`, { auth: headers, org, body }),
  };
}

const invite = async (who: Awaited<ReturnType<typeof as>>, role = 'MEMBER') =>
  who.send('POST', '', { ...NEWCOMER, role });

describe('organisations/{id}/users: reading', () => {
  it('lists the team with server-side search, status filter and pages, each row with its refusals', async () => {
    const admin = await as('admin@demo.test');
    const all = await admin.get('?page=1&per_page=100');
    expect(all.status).toBe(200);
    const emails = all.body.data.map((m: TeamMember) => m.email);
    expect(emails).toEqual(expect.arrayContaining(['owner@demo.test', 'member@demo.test']));
    expect(all.body.meta.total).toBe(emails.length);

    const owner = all.body.data.find((m: TeamMember) => m.email === 'owner@demo.test');
    expect(owner.uid).toBe(uidOf('owner@demo.test'));
    expect(owner.uid).not.toContain('@');
    expect(owner.refused).toEqual({
      edit: 'Only an owner can change an owner.',
      deactivate: 'Only an owner can change an owner.',
    });
    const self = all.body.data.find((m: TeamMember) => m.is_self);
    expect(self.email).toBe('admin@demo.test');
    expect(self.refused).toEqual({ deactivate: 'You cannot deactivate yourself.' });

    const searched = await admin.get('?query=patel');
    expect(searched.body.data.map((m: TeamMember) => m.email)).toEqual(['member@demo.test']);

    await invite(admin);
    const invited = await admin.get('?status=invited');
    const waiting = invited.body.data as TeamMember[];
    expect(waiting.map((m) => m.email)).toContain(NEWCOMER.email);
    expect(waiting.every((m) => m.status === 'invited')).toBe(true);
    expect(invited.body.meta.total).toBe(
      all.body.data.filter((m: TeamMember) => m.status === 'invited').length + 1,
    );
    expect(waiting.find((m) => m.email === NEWCOMER.email)!.refused).toEqual({});

    const paged = await admin.get('?page=2&per_page=2');
    expect(paged.body.meta).toMatchObject({ page: 2, per_page: 2, total: emails.length + 1 });
  });

  it('answers only for the organisation the request acts in', async () => {
    const { headers } = await signInAs('owner@demo.test');
    const other = orgUid('Harbour & Finch');
    const answer = await call('GET', `organisations/${other}/users`, {
      auth: headers,
      org: orgUid(),
    });
    expect(answer.status).toBe(404);
  });

  it('gives functions from the map the guard uses, and what the invite form may offer', async () => {
    const member = await as('member@demo.test');
    const functions = await member.get('/functions');
    expect(functions.status).toBe(200);
    for (const row of functions.body.data.functions) {
      expect(row.label).toBe(PERMISSION_FUNCTIONS[row.permission as 'view'].label);
      expect(row.allowed.OWNER).toBe(true);
      expect(row.allowed.MEMBER).toBe(DEFAULT_ACCESS_CONTROL_MAP.MEMBER![row.permission as 'view']);
    }
    expect((await member.get('/new')).status).toBe(403);
    const admin = await as('admin@demo.test');
    expect((await admin.get('/new')).body).toEqual({ data: { roles: ['MEMBER', 'ADMIN'] } });
  });
});

describe('organisations/{id}/users: the rules on members', () => {
  it('refuses a MEMBER every change, with the guard’s 403', async () => {
    const member = await as('member@demo.test');
    const owner = uidOf('owner@demo.test');
    for (const [method, path, body] of [
      ['POST', '', { ...NEWCOMER, role: 'MEMBER' }],
      ['PATCH', `/${uidOf('admin@demo.test')}`, { status: 'inactive' }],
      ['PATCH', `/${owner}`, { first_name: 'X' }],
      ['POST', `/${owner}/resend_invitation`, undefined],
    ] as const) {
      const answer = await member.send(method, path, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ errors: ['Action Not Allowed!'] });
    }
    expect(statusOf('admin@demo.test')).toBe('active');
  });

  it('an admin cannot deactivate or edit an owner; an owner can change an admin', async () => {
    const admin = await as('admin@demo.test');
    const owner = uidOf('owner@demo.test');
    const deactivate = await admin.send('PATCH', `/${owner}`, { status: 'inactive' });
    expect(deactivate.status).toBe(422);
    expect(deactivate.body).toMatchObject({
      code: 'MEMBER_ACTION_REFUSED',
      errors: ['Only an owner can change an owner.'],
    });
    expect((await admin.send('PATCH', `/${owner}`, { role: 'MEMBER' })).status).toBe(422);
    expect(statusOf('owner@demo.test')).toBe('active');

    const boss = await as('owner@demo.test');
    const demoted = await boss.send('PATCH', `/${uidOf('admin@demo.test')}`, { role: 'MEMBER' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role).toBe('MEMBER');
  });

  it('nobody deactivates themselves or changes their own role', async () => {
    const owner = await as('owner@demo.test');
    const self = uidOf('owner@demo.test');
    const answer = await owner.send('PATCH', `/${self}`, { status: 'inactive' });
    expect(answer.body.errors).toEqual(['You cannot deactivate yourself.']);
    const role = await owner.send('PATCH', `/${self}`, { role: 'MEMBER' });
    expect(role.body.errors).toEqual({ role: ['You cannot change your own role.'] });
    expect(statusOf('owner@demo.test')).toBe('active');
  });

  it('an admin grants up to admin; names are required', async () => {
    const admin = await as('admin@demo.test');
    const member = uidOf('member@demo.test');
    const detail = await admin.get(`/${member}`);
    expect(detail.body.data.grantable_roles).toEqual(['MEMBER', 'ADMIN']);
    const owner = await admin.send('PATCH', `/${member}`, { role: 'OWNER' });
    expect(owner.body.errors).toEqual({
      role: ['Role must be one of the following values: MEMBER, ADMIN'],
    });
    const blank = await admin.send('PATCH', `/${member}`, { first_name: ' ', last_name: 'P' });
    expect(blank.body.errors).toEqual({ first_name: ['First name is required'] });
    const renamed = await admin.send('PATCH', `/${member}`, { first_name: 'Maya', role: 'ADMIN' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Maya Patel has been updated.');
    expect(getStore().users.find((u) => u.email === 'member@demo.test')!.first_name).toBe('Maya');
  });

  it('a deactivated member is refused at their next call, and reactivation lets them back', async () => {
    const member = await as('member@demo.test');
    expect((await member.get()).status).toBe(200);
    const admin = await as('admin@demo.test');
    const uid = uidOf('member@demo.test');
    const off = await admin.send('PATCH', `/${uid}`, { status: 'inactive' });
    expect(off.body).toMatchObject({ message: 'Mia Patel has been deactivated.' });
    expect(statusOf('member@demo.test')).toBe('inactive');

    const next = await call('GET', 'users/me', { auth: member.headers, org: orgUid() });
    expect(next.status).toBe(403);
    expect(next.body).toEqual({ errors: ['You are not a member of this organisation.'] });

    const on = await admin.send('PATCH', `/${uid}`, { status: 'active' });
    expect(on.body.message).toBe('Mia Patel has been reactivated.');
    expect((await member.get()).status).toBe(200);
  });
});

describe('organisations/{id}/users: invitations', () => {
  const tokenOf = (email: string) =>
    linkMailedTo(getStore(), email).searchParams.get('invitation_token')!;
  const details = (token: string) =>
    call('GET', `auth/invitation?invitation_token=${encodeURIComponent(token)}`);

  /** An admin who has just invited NEWCOMER: the admin, the invitation's token and the member's uid. */
  async function adminInvitingNewcomer() {
    const admin = await as('admin@demo.test');
    await invite(admin);
    return { admin, token: tokenOf(NEWCOMER.email), uid: uidOf(NEWCOMER.email) };
  }

  it('invites through the same rule as auth/invitation: waiting membership, mailed link', async () => {
    const admin = await as('admin@demo.test');
    const answer = await invite(admin, 'ADMIN');
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(`An invitation has been sent to ${NEWCOMER.email}.`);
    expect(answer.body.data).toMatchObject({ ...NEWCOMER, role: 'ADMIN', status: 'invited' });
    expect(statusOf(NEWCOMER.email)).toBe('invited');
    expect(lastMailTo(getStore(), NEWCOMER.email).subject).toBe(
      'Aiden Clarke invited you to join Koala Supply Co on KeepStock',
    );
    expect((await details(tokenOf(NEWCOMER.email))).status).toBe(200);

    const again = await admin.send('POST', '', {
      ...NEWCOMER,
      email: 'member@demo.test',
      role: 'MEMBER',
    });
    expect(again.body.errors).toEqual({
      email: ['Email already belongs to a member of this organisation'],
    });
    const owner = await admin.send('POST', '', { ...NEWCOMER, role: 'OWNER' });
    expect(owner.body.errors).toEqual({
      role: ['Role must be one of the following values: MEMBER, ADMIN'],
    });
  });

  it('mails the link to the portal’s accept page when it names one on this machine', async () => {
    const admin = await as('admin@demo.test');
    const page = 'http://localhost:4182/auth/accept-invitation';
    await admin.send('POST', '', { ...NEWCOMER, role: 'MEMBER', redirect_url: page });
    expect(linkIn(lastMailTo(getStore(), NEWCOMER.email))).toMatch(
      /^http:\/\/localhost:4182\/auth\/accept-invitation\?invitation_token=[\w-]+$/,
    );
    const uid = uidOf(NEWCOMER.email);
    await admin.send('POST', `/${uid}/resend_invitation`, {
      redirect_url: 'https://evil.example/x',
    });
    expect(linkIn(lastMailTo(getStore(), NEWCOMER.email))).toMatch(
      /^http:\/\/localhost:3000\/auth\/accept-invitation\?invitation_token=/,
    );
  });

  it('resending mails a new link and voids the old one', async () => {
    const { admin, token: first, uid } = await adminInvitingNewcomer();
    const resent = await admin.send('POST', `/${uid}/resend_invitation`);
    expect(resent.body.message).toBe(`The invitation has been sent again to ${NEWCOMER.email}.`);
    expect(mailCount(getStore(), NEWCOMER.email)).toBe(2);
    const second = tokenOf(NEWCOMER.email);
    expect(second).not.toBe(first);
    expect((await details(first)).status).not.toBe(200);
    expect((await details(second)).status).toBe(200);
  });

  it('removing voids the invitation and the membership; only invitations can be resent or removed', async () => {
    const { admin, token, uid } = await adminInvitingNewcomer();
    const removed = await admin.send('POST', `/${uid}/remove_invitation`);
    expect(removed.body).toEqual({
      message: `The invitation to ${NEWCOMER.email} has been removed.`,
      data: null,
    });
    expect(statusOf(NEWCOMER.email)).toBeUndefined();
    const link = await details(token);
    expect(link.status).toBe(422);
    expect(link.body.errors).toEqual(['Invitation token is invalid']);
    expect((await admin.get(`/${uid}`)).status).toBe(404);

    const active = await admin.send('POST', `/${uidOf('member@demo.test')}/remove_invitation`);
    expect(active.body.errors).toEqual({ status: ['This member has no invitation waiting'] });
    expect(statusOf('member@demo.test')).toBe('active');
  });
});
