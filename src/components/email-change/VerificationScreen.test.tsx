import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OtpContext } from '@/domain/contract';
import {
  BOT_CHECK_LOAD_ERROR,
  createSimulatorProvider,
  setBotCheckProvider,
} from '@/core/botCheck/botCheck';
import { OTP_MAX_RESENDS } from '@/domain/auth/otp/policy';
import { simulatorServer } from '@simulator/node';
import { codeMailedTo } from '../../../tests/support/mailbox';
import { withSimulator } from '../../../tests/support/simulator';
import {
  answerOnce,
  countRequests,
  details,
  inSeconds,
  renderSignedIn,
} from '@tests/support/emailChange';
import { expectCountdown } from '@tests/support/countdown';
import { testClock } from '@tests/support/testClock';
import { VerificationScreen } from './VerificationScreen';

const simulator = withSimulator();
const EMAIL = 'unverified@demo.test';
const context: OtpContext = {
  otpable_type: 'user',
  otp_type: 'user_signup',
  uid: EMAIL,
  email: EMAIL,
};
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
/** The screen itself: toasts (role alert too) live outside it. */
const form = () => screen.getByRole('region', { name: 'Enter your verification code' });
const limitScreen = () => screen.getByRole('region', { name: 'Too many codes requested' });

afterEach(() => setBotCheckProvider(null));

async function renderScreen(props: Partial<Parameters<typeof VerificationScreen>[0]> = {}) {
  const onVerified = vi.fn();
  const onLogOut = vi.fn();
  const view = await renderSignedIn(
    EMAIL,
    <VerificationScreen context={context} onVerified={onVerified} onLogOut={onLogOut} {...props} />,
  );
  return { ...view, onVerified, onLogOut };
}

describe('VerificationScreen', () => {
  it('enables Verify only with six digits and sends one verification for them', async () => {
    const { user, onVerified } = await renderScreen();
    await screen.findByText(/Code expires in/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    const code = await codeMailedTo(simulator(), EMAIL);
    const requests = countRequests('/otp_codes/verify');

    await user.keyboard(code.slice(0, 5));
    expect(verify).toBeDisabled();
    await user.keyboard(code.slice(5));
    await user.click(verify); // too late: the sixth digit already verified

    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(onVerified.mock.calls[0]![0]).toMatchObject({ email: EMAIL, user_verified: true });
    expect(requests.count).toBe(1);
    requests.stop();
  });

  it('says the code expired when the countdown reaches 0 and points at Resend', async () => {
    const sent = Date.now();
    answerOnce('send', 200, () => ({
      message: `We sent a code to ${EMAIL}.`,
      data: { otp_code_details: details({ expires_at: inSeconds(60) }) },
    }));
    await renderScreen();
    expectCountdown(await screen.findByText(/Code expires in/), 60, sent);
    // The minute passes on the test clock, however long the page took to show the countdown.
    testClock.advance(60_000);
    expect(
      await screen.findByText('The code has expired. Use Resend code to get a new one.', {}),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('follows the server when a resend comes too soon', async () => {
    const { user } = await renderScreen();
    await screen.findByText(/Code expires in/);
    answerOnce('resend', 429, () => ({
      code: 'OTP_RESEND_TOO_SOON',
      message: 'Please wait before asking for another code.',
      data: { otp_code_details: details({ otp_count: 1, resend_available_at: inSeconds(45) }) },
    }));

    const refused = Date.now();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Please wait before asking for another code.',
    );
    expectCountdown(screen.getByText(/You can ask for a new code in/), 45, refused);
    expect(screen.getByRole('button', { name: /Resend code$/ })).toBeDisabled();
  });

  it('replaces the form with the limit screen when a resend is refused at the limit', async () => {
    const { user, onLogOut } = await renderScreen();
    await screen.findByText(/Code expires in/);
    answerOnce('resend', 429, () => ({
      code: 'OTP_LIMIT_REACHED',
      message: 'Too many attempts. Please try again later.',
      data: {
        otp_code_details: details({ otp_count: OTP_MAX_RESENDS, blocked_until: inSeconds(10800) }),
      },
    }));

    const resent = Date.now();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText(/Try Again After 3 hours/)).toBeInTheDocument();
    expect(within(limitScreen()).getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(
      screen.getByText(
        "You've reached the maximum number of OTP resend attempts. Further attempts are blocked. Try Again After 3 hours",
      ),
    ).toBeInTheDocument();
    expectCountdown(screen.getByText(/You can try again in/), 10800, resent);
    expect(screen.queryByRole('group', { name: 'Verification code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('brings the form back by itself when the block ends', async () => {
    answerOnce('send', 429, () => ({
      code: 'OTP_LIMIT_REACHED',
      message: 'Too many attempts. Please try again later.',
      data: {
        otp_code_details: details({ otp_count: OTP_MAX_RESENDS, blocked_until: inSeconds(60) }),
      },
    }));
    await renderScreen();
    expect(await screen.findByText(/Try Again After 3 hours/)).toBeInTheDocument();

    // The block runs out (on the test clock, so a slow first render cannot miss it); the screen
    // asks the server again, which sends a code.
    testClock.advance(60_000);
    expect(await screen.findByText(/Code expires in/, {})).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(simulator().mails.count((m) => m.to === EMAIL)).toBe(1);
  });

  it('offers Try again when the first request cannot reach the server', async () => {
    simulatorServer.use(
      http.post('*/v1/otp_codes/send', () => HttpResponse.error(), { once: true }),
    );
    const { user } = await renderScreen();
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent("We're unable to process your request at the moment.");

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/Code expires in/)).toBeInTheDocument();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing when the bot check cannot load, and says so', async () => {
    setBotCheckProvider({
      kind: 'recaptcha',
      prepare: () => Promise.reject(new Error(BOT_CHECK_LOAD_ERROR)),
      token: () => Promise.reject(new Error(BOT_CHECK_LOAD_ERROR)),
    });
    const requests = countRequests('/otp_codes/send');
    await renderScreen();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(BOT_CHECK_LOAD_ERROR);
    expect(requests.count).toBe(0);
    requests.stop();
  });

  it('sends the context and a bot-check token for the right action with every call', async () => {
    setBotCheckProvider(createSimulatorProvider(() => 'fixed'));
    const bodies: Record<string, unknown>[] = [];
    simulatorServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/otp_codes/'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const { user } = await renderScreen();
    await screen.findByText(/Code expires in/);
    await user.keyboard('000000');
    await within(form()).findByRole('alert');

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({ ...context, recaptcha_token: 'sim-recaptcha:resendOTP:fixed' });
    expect(bodies[1]).toEqual({
      ...context,
      recaptcha_token: 'sim-recaptcha:verifyOTP:fixed',
      otp_code: '000000',
    });
    expect(box(1)).toHaveValue('');
    simulatorServer.events.removeAllListeners();
  });
});
