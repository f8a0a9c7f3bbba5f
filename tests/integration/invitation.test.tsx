import { cleanup, screen, waitFor } from '@testing-library/react';
import { storage } from '@/lib/storage';
import { call } from '@simulator/testing/helpers';
import { DEMO_PASSWORD, signInAs } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { linkMailedTo } from '../support/mailbox';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

const organisationNamed = (name: string) => simulator().organisations.find((o) => o.name === name)!;
const userRecord = (email: string) => simulator().users.find((u) => u.email === email)!;
const membershipOf = (email: string, organisation: string) =>
  simulator().memberships.find(
    (m) =>
      m.user_id === userRecord(email).id &&
      m.organisation_id === organisationNamed(organisation).id,
  );

/** The accept link (path and query) of the newest invitation mailed to `email`. */
const invitationLinkFor = (email: string) =>
  linkMailedTo(simulator(), email, /invited you to join/);

/** An owner/admin invites `email` to `organisation` through the API, as the team screen would. */
async function invite(email: string, organisation: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
  const owner = await signInAs('owner@demo.test');
  const { status } = await call('POST', 'auth/invitation', {
    auth: owner.headers,
    org: organisationNamed(organisation).uid,
    body: { email, first_name: 'Invited', last_name: 'Person', role },
  });
  expect(status).toBe(200);
  return invitationLinkFor(email);
}

// The seed holds one pending invitation: invited@demo.test (Isla Morgan) to Harbour & Finch.
const SEEDED = { email: 'invited@demo.test', organisation: 'Harbour & Finch' };

describe('accepting an invitation', () => {
  it('lets a newcomer choose a password and lands them in the inviting organisation', async () => {
    const { user, router, store } = renderApp(invitationLinkFor(SEEDED.email));

    expect(
      await screen.findByRole('heading', { name: 'Join Harbour & Finch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Olivia Nguyen invited invited@demo.test to join Harbour & Finch on KeepStock.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Isla');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
    await user.type(screen.getByLabelText('Password'), 'Harbour-2027');
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour-2027');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const harbour = organisationNamed(SEEDED.organisation);
    expect(store.getState().session.user).toMatchObject({
      email: SEEDED.email,
      x_organisation_uid: harbour.uid,
    });
    expect(await screen.findByText(/You are working in/)).toHaveTextContent('Harbour & Finch');
    expect(storage.get<{ email: string }>('user')?.email).toBe(SEEDED.email);
    expect(membershipOf(SEEDED.email, SEEDED.organisation)?.status).toBe('active');
    expect((await signInAs(SEEDED.email, 'Harbour-2027')).user.email).toBe(SEEDED.email);
  });

  it('asks an existing user for their current password and switches them to the new organisation', async () => {
    const link = await invite('member@demo.test', 'Outback Outfitters', 'ADMIN');
    const { user, router, store } = renderApp(link);

    expect(
      await screen.findByRole('heading', { name: 'Join Outback Outfitters' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enter your current password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'not-my-password1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('not-my-password1');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.user?.x_organisation_uid).toBe(
      organisationNamed('Outback Outfitters').uid,
    );
    expect(store.getState().session.user?.role).toBe('ADMIN');
    expect(membershipOf('member@demo.test', 'Outback Outfitters')?.status).toBe('active');
  });

  it('checks the new password before sending it', async () => {
    const { user } = renderApp(invitationLinkFor(SEEDED.email));
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a letter and a number')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(membershipOf(SEEDED.email, SEEDED.organisation)?.status).toBe('invited');
  });

  it('warns when someone else is signed in, and continues after signing them out', async () => {
    const store = await signedInStore('admin@demo.test');
    const { user, router } = renderApp(invitationLinkFor(SEEDED.email), store);

    expect(
      await screen.findByText(
        'You are signed in as admin@demo.test. This invitation is for invited@demo.test.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out and continue' }));

    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/accept-invitation');
    expect(store.getState().session.user).toBeNull();
    // Signing out leaves at once and tells the server on the way out, so its answer may land later.
    await waitFor(() =>
      expect(
        simulator().sessions.count((s) => s.user_id === userRecord('admin@demo.test').id),
      ).toBe(0),
    );
    expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
  });

  it('lets the invited user accept while already signed in', async () => {
    const store = await signedInStore('member@demo.test');
    const link = await invite('member@demo.test', 'Harbour & Finch');
    const { user, router } = renderApp(link, store);

    await user.type(await screen.findByLabelText('Current password'), DEMO_PASSWORD);
    expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.user?.x_organisation_uid).toBe(
      organisationNamed('Harbour & Finch').uid,
    );
  });

  it('explains an accepted, an expired and an unknown invitation', async () => {
    const link = invitationLinkFor(SEEDED.email);
    const first = renderApp(link);
    await first.user.type(await screen.findByLabelText('Password'), 'Harbour-2027');
    await first.user.type(screen.getByLabelText('Confirm password'), 'Harbour-2027');
    await first.user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    cleanup();
    storage.remove('user'); // a visitor on another device

    renderApp(link);
    expect(
      await screen.findByText('This invitation has already been accepted'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
    cleanup();

    const expiring = await invite('newcomer@demo.test', 'Koala Supply Co');
    const record = simulator().invitations.find((i) => i.email === 'newcomer@demo.test')!;
    simulator().invitations.update(record.id, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    renderApp(expiring);
    expect(await screen.findByText('This invitation has expired')).toBeInTheDocument();
    cleanup();

    renderApp('/auth/accept-invitation?invitation_token=made-up');
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
    cleanup();

    renderApp('/auth/accept-invitation');
    expect(await screen.findByText('This invitation link is not valid')).toBeInTheDocument();
  });
});
