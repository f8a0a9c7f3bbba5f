import { screen, waitFor } from '@testing-library/react';
import { http } from '@/api/http';
import { makeUser, renderWithShell } from './testing';
import { needsVerification, VerificationDialog } from './VerificationDialog';

afterEach(() => {
  vi.restoreAllMocks();
});

const unverified = () => makeUser({ user_verified: false });

describe('VerificationDialog', () => {
  it('blocks an unverified user with an explanation and cannot be closed with Escape', async () => {
    const { user } = renderWithShell(<VerificationDialog />, { user: unverified() });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Verify your e-mail address' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('six-digit code');
    expect(dialog).toHaveTextContent('jo@example.com');
    expect(dialog).toHaveTextContent('arrives with the onboarding issue');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await new Promise((r) => setTimeout(r, 300));
    // happy-dom never finishes antd's motion: a dismissed modal stays in the DOM in its "leave"
    // state (checked against keyboard={true}), so the absence of that state is the evidence.
    const after = screen.getByRole('dialog', { name: 'Verify your e-mail address' });
    expect(after.className).not.toMatch(/-leave/);
    expect(after).toHaveTextContent('six-digit code');
  });

  it('renders the slot content in place of the explanation', async () => {
    renderWithShell(<VerificationDialog content={<p>OTP form</p>} />, { user: unverified() });
    expect(await screen.findByText('OTP form', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/onboarding issue/)).not.toBeInTheDocument();
  });

  it('Log out signs out', async () => {
    const del = vi.spyOn(http, 'delete').mockResolvedValue({ data: {} });
    const { user, store } = renderWithShell(<VerificationDialog />, { user: unverified() });
    await user.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 5000 }));
    expect(del).toHaveBeenCalledWith('auth/sign_out');
    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });

  it('stays away for verified users and on /auth pages', async () => {
    renderWithShell(
      <>
        <p>page</p>
        <VerificationDialog />
      </>,
      { user: unverified(), path: '/auth/login' },
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
