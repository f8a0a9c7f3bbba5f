import { screen, waitFor, within } from '@testing-library/react';
import { signInAs } from '@simulator/node';
import { withSimulator } from '../../../tests/support/simulator';
import { makeUser, renderWithShell } from '@tests/support/shell';
import { needsVerification, VerificationDialog } from './VerificationDialog';

const simulator = withSimulator();
const DIALOG = 'Verify your e-mail address';

/**
 * The demo's unverified user as the portal keeps it, and the transport dependencies that sign
 * its requests with its session.
 */
async function signedInUnverified() {
  const { user, headers } = await signInAs('unverified@demo.test');
  const http = {
    getCredentials: () => ({ headers, organisationUid: user.x_organisation_uid }),
  };
  return { user: { ...user, headers }, http };
}

describe('VerificationDialog', () => {
  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    const { user } = renderWithShell(<VerificationDialog content={<p>OTP form</p>} />, {
      user: makeUser({ user_verified: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveTextContent('OTP form');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await new Promise((r) => setTimeout(r, 300));
    // happy-dom never finishes antd's motion: a dismissed modal stays in the DOM in its "leave"
    // state (checked against keyboard={true}), so the absence of that state is the evidence.
    const after = screen.getByRole('dialog', { name: DIALOG });
    expect(after.className).not.toMatch(/-leave/);
    expect(after).toHaveTextContent('OTP form');
  });

  it('holds the verification screen for the signed-in address, with Log out and Change e-mail', async () => {
    const unverified = await signedInUnverified();
    renderWithShell(<VerificationDialog />, unverified);

    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to unverified@demo.test'),
    );
    expect(within(dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(await within(dialog).findByText(/Code expires in/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Log out' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Change e-mail' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('arrives with the onboarding issue');
    // The screen asked the server for a code: it is in the mailbox.
    expect(simulator().mails.count((m) => m.to === 'unverified@demo.test')).toBe(1);
  });

  it('Log out ends the session on the server and locally', async () => {
    const unverified = await signedInUnverified();
    const { user, store } = renderWithShell(<VerificationDialog />, unverified);
    const dialog = await screen.findByRole('dialog', { name: DIALOG });

    await user.click(await within(dialog).findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(store.getState().session.user).toBeNull());
    // The portal signs out at once and tells the server in the background.
    await waitFor(() =>
      expect(simulator().sessions.count((s) => s.user_id === unverified.user.id)).toBe(0),
    );
  });

  it('stays away for verified users and on /auth pages', async () => {
    renderWithShell(
      <>
        <p>page</p>
        <VerificationDialog content={<p>OTP form</p>} />
      </>,
      { user: makeUser({ user_verified: false }), path: '/auth/login' },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('needsVerification', () => {
  it('is true only for an unverified user outside /auth', () => {
    const u = { user_verified: false };
    expect(needsVerification(u, '/dashboard')).toBe(true);
    expect(needsVerification(u, '/authority')).toBe(true);
    expect(needsVerification(u, '/auth')).toBe(false);
    expect(needsVerification(u, '/auth/verify')).toBe(false);
    expect(needsVerification({ user_verified: true }, '/dashboard')).toBe(false);
    expect(needsVerification(null, '/dashboard')).toBe(false);
  });
});
