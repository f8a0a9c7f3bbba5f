import { Alert, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { asApiError } from '@/api/fieldErrors';
import { authPaths } from '../paths';

interface CheckInboxProps {
  /** What was sent, worded for the sentence, e.g. "a link to reset your password". */
  what: ReactNode;
  email: string;
  /** How long the link works, e.g. "1 hour". */
  lasts: string;
  /** Asks the server again; rejects with the request's error. */
  onResend: () => Promise<unknown>;
}

/** The 'Check your inbox' state after a link was mailed (forgot password, magic sign-in). */
export function CheckInbox({ what, email, lasts, onResend }: CheckInboxProps) {
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setError(null);
    try {
      await onResend();
      notifier.success({ message: `We sent a new link to ${email}.` });
    } catch (failure) {
      setError(asApiError(failure).message);
    }
  };

  return (
    <section aria-labelledby="check-inbox-title">
      <Typography.Title level={2} id="check-inbox-title">
        Check your inbox
      </Typography.Title>
      <Typography.Paragraph>
        If an account exists for <strong>{email}</strong>, we have e-mailed it {what}. The link
        lasts {lasts} and works once.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Nothing there? Look in your spam folder, or send the link again.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} showIcon role="alert" className="auth-alert" />}
      <Flex gap="middle" align="center" wrap>
        <LoadingButton onClick={resend}>Resend link</LoadingButton>
        <Link to={authPaths.loginAs(email)}>Back to sign in</Link>
      </Flex>
    </section>
  );
}
