import { screen, waitFor, within } from '@testing-library/react';
import { OTP_BLOCK_SECONDS, OTP_MAX_RESENDS } from '@/domain/auth/otp/policy';
import { DEMO_PASSWORD, renderApp, signedInStore } from '../support/renderApp';
import { codeMailedTo, mailsTo } from '../support/mailbox';
import { withSimulator } from '../support/simulator';
import { expectCountdown } from '../support/countdown';

const simulator = withSimulator();

const EMAIL = 'unverified@demo.test';
const DIALOG = 'Verify your e-mail address';
const LIMIT_TEXT =
  "You've reached the maximum number of OTP resend attempts. Further attempts are blocked. Try Again After 3 hours";

const userRecord = (email = EMAIL) => simulator().users.find((u) => u.email === email)!;
const otpRecord = (type: 'user_signup' | 'email_update' = 'user_signup') =>
  simulator().otp_codes.find((r) => r.user_id === userRecord().id && r.otp_type === type);

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

/** The dialog with its first answer in: the countdown is running. */
async function openDialog(path = '/dashboard') {
  const store = await signedInStore(EMAIL);
  const view = renderApp(path, store);
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  await within(dialog).findByText(/Code expires in/);
  await waitFor(() => expect(box(1)).toHaveFocus());
  return { ...view, dialog };
}

describe('e-mail verification', () => {
  it('signs an unverified user in, mails a code, and verifies it from a paste', async () => {
    const started = Date.now();
    const { user, store } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveTextContent(`Enter the 6-digit code we sent to ${EMAIL}`);
    expectCountdown(await within(dialog).findByText(/Code expires in/), 600, started);
    expect(await screen.findByText(`We sent a code to ${EMAIL}.`)).toBeInTheDocument();
    expect(screen.getByText('Protected by bot check (simulator)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();

    const code = await codeMailedTo(simulator(), EMAIL);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste(code);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(userRecord().user_verified).toBe(true);
    expect(store.getState().session.user?.user_verified).toBe(true);
  });

  it('keeps the real countdown across a reload instead of mailing a second code', async () => {
    const first = await openDialog();
    expect(mailsTo(simulator(), EMAIL)).toHaveLength(1);
    first.unmount();
    // Five minutes later the page is loaded again.
    const record = otpRecord()!;
    const reloaded = Date.now();
    simulator().otp_codes.update(record.id, {
      sent_at: new Date(reloaded - 300_000).toISOString(),
      expires_at: new Date(reloaded + 300_000).toISOString(),
    });

    renderApp('/dashboard', await signedInStore(EMAIL));

    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expectCountdown(await within(dialog).findByText(/Code expires in/), 300, reloaded);
    expect(mailsTo(simulator(), EMAIL)).toHaveLength(1);
  });

  it('says why a wrong code failed, clears the boxes and focuses the first', async () => {
    const { user, dialog } = await openDialog();
    const code = await codeMailedTo(simulator(), EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';

    await user.keyboard(wrong);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is invalid. Please try again.',
    );
    await waitFor(() => expect(boxValues()).toBe(''));
    await waitFor(() => expect(box(1)).toHaveFocus());
    expect(otpRecord()!.failed_attempts).toBe(1);
    expect(userRecord().user_verified).toBe(false);

    // Typing the right code digit by digit verifies on the sixth.
    await user.keyboard(code);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    expect(userRecord().user_verified).toBe(true);
  });

  it('resends: a new code by mail, then Resend waits 01:00', async () => {
    const { user, dialog } = await openDialog();
    const first = await codeMailedTo(simulator(), EMAIL);
    const resend = within(dialog).getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByText(`A new code has been sent to ${EMAIL}.`)).toBeInTheDocument();
    expect(within(dialog).getByText(/You can ask for a new code in/)).toHaveTextContent('01:00');
    // The name may carry antd's "loading" icon on its way out (happy-dom never ends the motion).
    expect(within(dialog).getByRole('button', { name: /Resend code$/ })).toBeDisabled();
    expect(otpRecord()!.otp_count).toBe(1);
    const second = await codeMailedTo(simulator(), EMAIL, 2);
    expect(mailsTo(simulator(), EMAIL)).toHaveLength(2);

    // Only the newest code works.
    if (first !== second) {
      await user.keyboard(first);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/invalid|expired/);
    }
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard(second);
    await waitFor(() => expect(userRecord().user_verified).toBe(true));
  });

  it('shows the limit screen once the last resend allowed is used', async () => {
    const { user, dialog } = await openDialog();
    // Arrange: four resends made long ago, so the fifth and last is allowed now.
    const record = otpRecord()!;
    simulator().otp_codes.update(record.id, {
      otp_count: OTP_MAX_RESENDS - 1,
      sent_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(await within(dialog).findByText(LIMIT_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/You can try again in/)).toHaveTextContent(
      /[23] : \d\d : \d\d/,
    );
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(otpRecord()!.otp_count).toBe(OTP_MAX_RESENDS);
    expect(otpRecord()!.blocked_until).not.toBeNull();
  });

  it('opens on the limit screen, with the dialog message, while a block runs', async () => {
    const user = userRecord();
    const blocked = Date.now();
    const blockedUntil = blocked + OTP_BLOCK_SECONDS * 1000 - 30 * 60 * 1000;
    simulator().otp_codes.insert({
      user_id: user.id,
      otp_type: 'user_signup',
      email: EMAIL,
      code_digest: null,
      code_salt: '',
      sent_at: new Date(blocked - 30 * 60 * 1000).toISOString(),
      expires_at: null,
      failed_attempts: 0,
      otp_count: OTP_MAX_RESENDS,
      blocked_until: new Date(blockedUntil).toISOString(),
    });
    const store = await signedInStore(EMAIL);
    renderApp('/dashboard', store);

    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(within(dialog).getByText(LIMIT_TEXT)).toBeInTheDocument();
    expectCountdown(
      within(dialog).getByText(/You can try again in/),
      OTP_BLOCK_SECONDS - 30 * 60,
      blocked,
    );
    expect(mailsTo(simulator(), EMAIL)).toHaveLength(0);
  });

  it('changes the address: the code goes to the new one, which is then verified', async () => {
    const { user, dialog, store } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));

    const field = await within(dialog).findByLabelText('New email address');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('New email address must be a valid Email Address'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'owner@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/has already been taken/)).toBeInTheDocument();
    expect(field).toHaveValue('owner@demo.test');

    await user.clear(field);
    await user.type(field, 'fresh.start@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    await waitFor(() =>
      expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to fresh.start@demo.test'),
    );
    expect(store.getState().session.user?.email).toBe('fresh.start@demo.test');
    const code = await codeMailedTo(simulator(), 'fresh.start@demo.test');
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste(code);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    const changed = userRecord('fresh.start@demo.test');
    expect(changed.user_verified).toBe(true);
    expect(changed.uid).toBe('fresh.start@demo.test');
    expect(store.getState().session.user?.user_verified).toBe(true);
  });

  it('logs out from the dialog', async () => {
    const { user, dialog, router, store } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.getState().session.user).toBeNull();
    // Logging out leaves at once and tells the server on the way out, so its answer may land later.
    await waitFor(() =>
      expect(simulator().sessions.count((s) => s.user_id === userRecord().id)).toBe(0),
    );
  });
});
