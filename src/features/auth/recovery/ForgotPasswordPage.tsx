import { Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import * as yup from 'yup';
import { TextField } from '@/components/form/textFields';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { AuthForm } from '../shared/AuthForm';
import { CheckInbox } from '../shared/CheckInbox';
import { emailFromQuery } from '../shared/emailParam';
import { emailRule } from '../shared/fields';
import { resetPasswordRedirectUrl, useRequestPasswordResetMutation } from './api';

const schema = yup.object({ email: emailRule() });
type FormValues = { email: string };
const LABELS = { email: 'Email' };

/** /auth/forgot-password: mails a reset link, then says so ('Check your inbox'). */
export function ForgotPasswordPage() {
  const search = useCurrentSearch();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (email: string) =>
    requestReset({ email, redirect_url: resetPasswordRedirectUrl() }).unwrap();

  if (sentTo) {
    return (
      <AuthCard title="Reset your password" documentTitle="Forgot password">
        <CheckInbox
          what="a link to reset your password"
          email={sentTo}
          lasts="1 hour"
          onResend={() => send(sentTo)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" documentTitle="Forgot password">
      <Typography.Paragraph type="secondary">
        Enter the e-mail address you sign in with and we will send you a link to choose a new
        password.
      </Typography.Paragraph>
      <AuthForm<FormValues>
        name="Reset your password"
        idPrefix="forgot-password"
        labels={LABELS}
        initialValues={{ email: emailFromQuery(search) }}
        validationSchema={schema}
        onSubmit={({ email }) => send(email.trim())}
        onDone={(_, { email }) => setSentTo(email.trim())}
        submitLabel="Send reset link"
      >
        <TextField name="email" type="email" autoComplete="username" />
      </AuthForm>
      <Typography.Paragraph className="auth-footer">
        Remembered it? <Link to={authPaths.login}>Back to sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
