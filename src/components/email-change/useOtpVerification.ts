import { useCallback, useEffect, useRef, useState } from 'react';
import type { OtpContext, User } from '@/domain/contract';
import { notifier } from '../feedback/notifier';
import { getBotCheckToken } from '@/core/botCheck/botCheck';
import { useResendOtpMutation, useSendOtpMutation, useVerifyOtpMutation } from '@/api/otpCodes';
import { OTP_MESSAGES } from './messages';
import { isLimitFailure, readOtpFailure, type OtpFailure } from './otpErrors';
import { limitTimers, timersFrom, type OtpTimers } from './otpTimers';

export interface OtpVerification {
  /** null until the first answer of otp_codes/send. */
  timers: OtpTimers | null;
  /** The first send failed (network, bot check): the screen offers to try again. */
  loadError: string | null;
  /** The last verify or resend failure, shown above the boxes. */
  error: string | null;
  /** The dialog text once the server refused a resend beyond the limit. */
  limitNotice: string | null;
  /** Changes whenever the boxes must be emptied (failed verification, new code). */
  resetKey: number;
  verifying: boolean;
  load(): Promise<void>;
  resend(): Promise<void>;
  verify(code: string): Promise<void>;
}

/**
 * The one-time-code conversation with the server for one context: send on mount
 * (the server answers the live code's details when one is live, so a reload keeps the timers),
 * resend, verify. Every call carries the context and a bot-check token.
 */
export function useOtpVerification(
  context: OtpContext,
  onVerified: (user: User) => void,
): OtpVerification {
  const [sendOtp] = useSendOtpMutation();
  const [resendOtp] = useResendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [timers, setTimers] = useState<OtpTimers | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [verifying, setVerifying] = useState(false);
  // Auto-verify and a click on Verify can both fire for one code: only one request may run.
  const verifyInFlight = useRef(false);

  const { otpable_type, otp_type, uid, email } = context;
  const request = useCallback(
    async (action: 'resendOTP' | 'verifyOTP') => ({
      otpable_type,
      otp_type,
      uid,
      email,
      recaptcha_token: await getBotCheckToken(action),
    }),
    [otpable_type, otp_type, uid, email],
  );

  const reachLimit = useCallback((failure: OtpFailure) => {
    setTimers((previous) => limitTimers(failure.details, previous, Date.now()));
    setLimitNotice(OTP_MESSAGES.tooManyAttempts);
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await sendOtp(await request('resendOTP')).unwrap();
      setTimers(timersFrom(answer.data.otp_code_details, Date.now()));
      setLimitNotice(null);
      notifier.success({ message: answer.message });
    } catch (caught) {
      const failure = readOtpFailure(caught);
      if (isLimitFailure(failure)) reachLimit(failure);
      else setLoadError(failure.message);
    }
  }, [request, sendOtp, reachLimit]);

  // Once per address: StrictMode's second effect run must not send a second time.
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${otp_type}:${email}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    void load();
  }, [load, otp_type, email]);

  const resend = async () => {
    setError(null);
    try {
      const answer = await resendOtp(await request('resendOTP')).unwrap();
      setTimers(timersFrom(answer.data.otp_code_details, Date.now(), { afterResend: true }));
      setResetKey((k) => k + 1);
      notifier.success({ message: answer.message });
    } catch (caught) {
      const failure = readOtpFailure(caught);
      if (isLimitFailure(failure)) return reachLimit(failure);
      if (failure.details) {
        setTimers(timersFrom(failure.details, Date.now(), { afterResend: true }));
      }
      const tooSoon = failure.code === 'OTP_RESEND_TOO_SOON';
      setError(failure.status === 429 && !tooSoon ? OTP_MESSAGES.tooManyAttempts : failure.message);
    }
  };

  const verify = async (code: string) => {
    if (verifyInFlight.current) return;
    verifyInFlight.current = true;
    setVerifying(true);
    setError(null);
    try {
      const answer = await verifyOtp({ ...(await request('verifyOTP')), otp_code: code }).unwrap();
      notifier.success({ message: answer.message || OTP_MESSAGES.verified });
      // Done: the form stays disabled (verifyInFlight stays set) until the caller moves on.
      onVerified(answer.data);
    } catch (caught) {
      // A failed verification empties the boxes; the server says why.
      setError(readOtpFailure(caught).message);
      setResetKey((k) => k + 1);
      verifyInFlight.current = false;
      setVerifying(false);
    }
  };

  return { timers, loadError, error, limitNotice, resetKey, verifying, load, resend, verify };
}
