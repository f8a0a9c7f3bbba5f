import { Alert, Button, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import type { OtpContext, User } from '@/domain/contract';
import { LoadingButton } from '../LoadingButton';
import { OtpCodeInput } from '../OtpCodeInput/OtpCodeInput';
import { BotCheckBadge } from '@/core/botCheck/BotCheckBadge';
import { formatCountdown, secondsUntil } from '@/domain/auth/otp/countdown';
import { OTP_LENGTH } from '@/domain/auth/otp/policy';
import { LimitReached } from './LimitReached';
import { OTP_MESSAGES } from './messages';
import { clockOf, isAtLimit } from './otpTimers';
import { useNow } from './useNow';
import { useOtpVerification } from './useOtpVerification';
import { WayOut, type WayOutProps } from './WayOut';
import './verification.css';

export interface VerificationScreenProps extends WayOutProps {
  /** What is verified: the account's address (user_signup) or a new one (email_update). */
  context: OtpContext;
  /** The server accepted the code; `user` is the updated user. */
  onVerified: (user: User) => void;
  onChangeEmail?: () => void;
}

/**
 * The one-time-code form: six boxes that verify on the sixth digit, the code's
 * countdown, Resend with its growing wait, and the limit screen in place of the form once the
 * attempts run out. Give it a `key` per address so a changed address starts afresh.
 */
export function VerificationScreen({
  context,
  onVerified,
  onChangeEmail,
  ...exits
}: VerificationScreenProps) {
  const otp = useOtpVerification(context, onVerified);
  const [code, setCode] = useState('');
  const now = clockOf(otp.timers, useNow());
  const errorId = useId();

  if (isAtLimit(otp.timers, now)) {
    return (
      <LimitReached
        notice={otp.limitNotice}
        blockedUntil={otp.timers?.blockedUntil ?? null}
        now={now}
        onBlockEnded={otp.load}
        {...exits}
      />
    );
  }

  const expiresIn = otp.timers ? secondsUntil(otp.timers.expiresAt, now) : null;
  const resendIn = otp.timers ? secondsUntil(otp.timers.resendAt, now) : null;
  const complete = code.length === OTP_LENGTH;

  return (
    <section className="otp-screen" aria-label="Enter your verification code">
      <Typography.Paragraph>
        Enter the {OTP_LENGTH}-digit code we sent to <strong>{context.email}</strong>.
      </Typography.Paragraph>
      {otp.loadError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={otp.loadError}
          action={<LoadingButton onClick={otp.load}>Try again</LoadingButton>}
        />
      )}
      {otp.error && <Alert type="error" showIcon role="alert" id={errorId} title={otp.error} />}

      <OtpCodeInput
        onChange={setCode}
        onComplete={(full) => void otp.verify(full)}
        resetKey={otp.resetKey}
        disabled={otp.verifying}
        invalid={Boolean(otp.error)}
        describedBy={otp.error ? errorId : undefined}
      />

      <div className="otp-screen__countdown">
        {expiresIn === null ? (
          <Typography.Text type="secondary">
            <Spin size="small" /> Checking your code…
          </Typography.Text>
        ) : expiresIn > 0 ? (
          <span>
            Code expires in <time>{formatCountdown(expiresIn)}</time>
          </span>
        ) : (
          <Typography.Text type="danger" role="status">
            {OTP_MESSAGES.codeExpired}
          </Typography.Text>
        )}
      </div>

      <LoadingButton
        type="primary"
        block
        size="large"
        disabled={!complete}
        loading={otp.verifying}
        onClick={() => otp.verify(code)}
      >
        Verify
      </LoadingButton>

      <div className="otp-screen__resend">
        <LoadingButton
          type="link"
          disabled={resendIn === null || resendIn > 0}
          onClick={otp.resend}
        >
          Resend code
        </LoadingButton>
        {resendIn !== null && resendIn > 0 && (
          <Typography.Text type="secondary">
            You can ask for a new code in <time>{formatCountdown(resendIn)}</time>
          </Typography.Text>
        )}
      </div>

      <WayOut {...exits}>
        {onChangeEmail && (
          <Button type="link" onClick={onChangeEmail}>
            Change e-mail
          </Button>
        )}
      </WayOut>
      <BotCheckBadge />
    </section>
  );
}
