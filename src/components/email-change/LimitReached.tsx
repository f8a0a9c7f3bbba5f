import { Alert, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { formatCountdown, secondsUntil } from '@/domain/auth/otp/countdown';
import { OTP_MESSAGES, SUPPORT_EMAIL } from './messages';
import { WayOut, type WayOutProps } from './WayOut';

export interface LimitReachedProps extends WayOutProps {
  /** The dialog text when a resend was just refused. */
  notice: string | null;
  /** When the 3-hour block ends (ms), if the server said. */
  blockedUntil: number | null;
  now: number;
  /** The block has run out: ask the server again (it starts a fresh count). */
  onBlockEnded?: () => unknown;
}

/** Replaces the form at the attempt limit, with a support link and a way out. */
export function LimitReached({
  notice,
  blockedUntil,
  now,
  onBlockEnded,
  ...exits
}: LimitReachedProps) {
  const remaining = secondsUntil(blockedUntil, now);
  const ended = blockedUntil !== null && remaining === 0;

  // Once per block: the answer may come back blocked again, which must not loop.
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!ended || endedFor.current === blockedUntil) return;
    endedFor.current = blockedUntil;
    void onBlockEnded?.();
  }, [ended, blockedUntil, onBlockEnded]);

  return (
    <section className="otp-limit" aria-labelledby="otp-limit-title">
      <Typography.Title level={2} id="otp-limit-title" className="otp-limit__title">
        Too many codes requested
      </Typography.Title>
      {notice && <Alert type="error" showIcon title={notice} role="alert" />}
      <Typography.Paragraph className="otp-limit__message">
        {OTP_MESSAGES.limitReached}
      </Typography.Paragraph>
      {remaining > 0 && (
        <Typography.Paragraph type="secondary">
          You can try again in <time>{formatCountdown(remaining)}</time>.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph>
        Need help sooner? <a href={`mailto:${SUPPORT_EMAIL}`}>Contact support</a> ({SUPPORT_EMAIL}).
      </Typography.Paragraph>
      <WayOut {...exits} />
    </section>
  );
}
