import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import { PERMISSION_FUNCTIONS } from '@/domain/permissions/functions';
import { PERMISSIONS } from '@/domain/permissions/types';
import { call } from '@simulator/testing/helpers';
import { signInAs } from '@simulator/node';
import { memberUid } from '@simulator/settings/teamRules';
import { renderApp, signedInStore } from '../support/renderApp';
import { mailsTo } from '../support/mailbox';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();
const KOALA = 'Koala Supply Co';

const koala = () => simulator().organisations.find((o) => o.name === KOALA)!;
const membershipOf = (email: string) => {
  const user = simulator().users.find((u) => u.email === email);
  return (
    user &&
    simulator().memberships.find((m) => m.user_id === user.id && m.organisation_id === koala().id)
  );
};
const team = (path = '/team/members') => `/settings/organisation/${koala().uid}${path}`;

/** Replaces a field's text as a paste would: one input event, not one per key. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openAs(email: string, path: string) {
  return renderApp(path, await signedInStore(email));
}

/** The table row that shows this e-mail. */
async function rowOf(email: string) {
  const table = await screen.findByRole('table', { name: 'Members' });
  const cell = await within(table).findByRole('cell', { name: email });
  return cell.closest('tr')!;
}

/** The options of the open role picker, top to bottom. */
const roleOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((o) =>
    o.getAttribute('title'),
  );

/** Opens the Role select, checks it offers what an admin may grant (never Owner), picks Admin. */
async function chooseAdminRole(user: ReturnType<typeof renderApp>['user'], form: HTMLElement) {
  await user.click(within(form).getByRole('combobox', { name: 'Role' }));
  await waitFor(() => expect(roleOptions()).toEqual(['Member', 'Admin']));
  expect(screen.queryByTitle('Owner')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('Admin'));
}

async function confirmDialog(
  user: ReturnType<typeof renderApp>['user'],
  button: string,
  question: string,
) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('team members', () => {
  it('lists the team with status badges, and filters by status and search in the URL', async () => {
    const { user, router } = await openAs('admin@demo.test', team());
    const owner = await rowOf('owner@demo.test');
    expect(within(owner).getByText('Olivia')).toBeInTheDocument();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Active')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Invited'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=invited'));
    const table = screen.getByRole('table', { name: 'Members' });
    await waitFor(() =>
      expect(within(table).queryByText('owner@demo.test')).not.toBeInTheDocument(),
    );
    const invited = simulator().memberships.filter(
      (m) => m.organisation_id === koala().id && m.status === 'invited',
    );
    await waitFor(() =>
      expect(within(table).getAllByText('Invited')).toHaveLength(Math.min(invited.length, 20)),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'patel{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?query=patel'));
    expect(await rowOf('member@demo.test')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByText('owner@demo.test')).not.toBeInTheDocument(),
    );
  });

  it('shows what an admin may not do, with the reason, and deactivates and reactivates a member', async () => {
    const { user } = await openAs('admin@demo.test', team());
    const owner = await rowOf('owner@demo.test');
    const ownerDeactivate = within(owner).getByRole('button', { name: 'Deactivate Olivia Nguyen' });
    expect(ownerDeactivate).toBeDisabled();
    expect(ownerDeactivate).toHaveAccessibleDescription('Only an owner can change an owner.');
    const self = await rowOf('admin@demo.test');
    const selfDeactivate = within(self).getByRole('button', { name: 'Deactivate Aiden Clarke' });
    expect(selfDeactivate).toHaveAccessibleDescription('You cannot deactivate yourself.');

    const member = await rowOf('member@demo.test');
    await user.click(within(member).getByRole('button', { name: 'Deactivate Mia Patel' }));
    await confirmDialog(user, 'Deactivate', 'Deactivate Mia Patel?');
    expect(await screen.findByText('Mia Patel has been deactivated.')).toBeInTheDocument();
    expect(membershipOf('member@demo.test')!.status).toBe('inactive');

    const inactive = await rowOf('member@demo.test');
    await waitFor(() =>
      expect(within(inactive).getByText('Inactive')).toHaveAttribute('data-tone', 'inactive'),
    );
    await user.click(within(inactive).getByRole('button', { name: 'Reactivate Mia Patel' }));
    expect(await screen.findByText('Mia Patel has been reactivated.')).toBeInTheDocument();
    expect(membershipOf('member@demo.test')!.status).toBe('active');
  });

  it('resends and removes an invitation, asking before it removes', async () => {
    const { user } = await openAs('owner@demo.test', team('/team/members?status=invited'));
    const invitation = simulator().memberships.find(
      (m) => m.organisation_id === koala().id && m.status === 'invited',
    )!;
    const email = simulator().users.get(invitation.user_id)!.email;
    const before = mailsTo(simulator(), email).length;

    const row = await rowOf(email);
    await user.click(within(row).getByRole('button', { name: /^Resend Invite to / }));
    expect(
      await screen.findByText(`The invitation has been sent again to ${email}.`),
    ).toBeInTheDocument();
    expect(mailsTo(simulator(), email)).toHaveLength(before + 1);

    await user.click(
      within(await rowOf(email)).getByRole('button', { name: /^Remove Invite of / }),
    );
    await confirmDialog(user, 'Remove Invite', 'Remove the invitation of');
    expect(
      await screen.findByText(`The invitation to ${email} has been removed.`),
    ).toBeInTheDocument();
    expect(simulator().memberships.get(invitation.id)).toBeUndefined();
    const table = screen.getByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).queryByText(email)).not.toBeInTheDocument());
  });

  it('keeps every action visible but disabled for a member', async () => {
    await openAs('member@demo.test', team());
    expect(await screen.findByRole('button', { name: /Invite Member/ })).toBeDisabled();
    const owner = await rowOf('owner@demo.test');
    for (const button of within(owner).getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('invite and edit', () => {
  it('invites a member: the form checks its fields, the server refuses a taken e-mail, the mail goes out', async () => {
    const { user, router } = await openAs('admin@demo.test', team());
    await user.click(await screen.findByRole('button', { name: /Invite Member/ }));
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Role is required')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('First name'), 'Sam');
    await fill(user, within(form).getByLabelText('Last name'), 'Lee');
    await fill(user, within(form).getByLabelText('Email'), 'sam@x');
    await chooseAdminRole(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(form).findByText('Email must be a valid Email Address'),
    ).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('Email'), 'member@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(form).findByText('Email already belongs to a member of this organisation'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('First name')).toHaveValue('Sam');

    await fill(user, within(form).getByLabelText('Email'), 'sam.lee@koalasupply.test');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('An invitation has been sent to sam.lee@koalasupply.test.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(team()));
    expect(membershipOf('sam.lee@koalasupply.test')).toMatchObject({
      role: 'ADMIN',
      status: 'invited',
    });
    expect(mailsTo(simulator(), 'sam.lee@koalasupply.test')).toHaveLength(1);
  });

  it('edits a member’s names and role within what the caller may grant', async () => {
    const uid = memberUid(membershipOf('member@demo.test')!);
    const { user } = await openAs('admin@demo.test', team(`/team/members/${uid}/edit`));
    const form = await screen.findByRole('form', { name: 'Edit Mia Patel' });
    expect(within(form).getByLabelText('Email')).toHaveValue('member@demo.test');
    await fill(user, within(form).getByLabelText('First name'), 'Maya');
    await chooseAdminRole(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maya Patel has been updated.')).toBeInTheDocument();
    expect(membershipOf('member@demo.test')!.role).toBe('ADMIN');
    expect(simulator().users.find((u) => u.email === 'member@demo.test')!.first_name).toBe('Maya');
  });

  it('tells an admin an owner cannot be edited by them', async () => {
    const uid = memberUid(membershipOf('owner@demo.test')!);
    await openAs('admin@demo.test', team(`/team/members/${uid}/edit`));
    expect(await screen.findByText('Olivia Nguyen cannot be edited')).toBeInTheDocument();
    expect(screen.getByText('Only an owner can change an owner.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('losing access', () => {
  it('signs a member out at their next action once an admin deactivated them', async () => {
    const { user, router } = await openAs('member@demo.test', team());
    await rowOf('owner@demo.test');
    const { headers } = await signInAs('admin@demo.test');
    const uid = memberUid(membershipOf('member@demo.test')!);
    const body = { status: 'inactive' };
    const answer = await call('PATCH', `organisations/${koala().uid}/users/${uid}`, {
      auth: headers,
      org: koala().uid,
      body,
    });
    expect(answer.status).toBe(200);

    await user.click(screen.getByRole('link', { name: 'Functions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('functions', () => {
  it('shows each function against Member, Admin and Owner, as the guard’s map says', async () => {
    await openAs('member@demo.test', team('/team/functions'));
    const table = await screen.findByRole('table', { name: 'Functions by role' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Function', 'Member', 'Admin', 'Owner']);
    for (const permission of PERMISSIONS) {
      const { label } = PERMISSION_FUNCTIONS[permission];
      const row = within(table).getByText(label).closest('tr')!;
      const member = DEFAULT_ACCESS_CONTROL_MAP.MEMBER![permission] ? 'allowed' : 'not allowed';
      const admin = DEFAULT_ACCESS_CONTROL_MAP.ADMIN![permission] ? 'allowed' : 'not allowed';
      const lower = label.toLowerCase();
      expect(
        within(row).getByRole('img', { name: `Member: ${member} to ${lower}` }),
      ).toBeInTheDocument();
      expect(
        within(row).getByRole('img', { name: `Admin: ${admin} to ${lower}` }),
      ).toBeInTheDocument();
      expect(
        within(row).getByRole('img', { name: `Owner: allowed to ${lower}` }),
      ).toBeInTheDocument();
    }
  });
});
