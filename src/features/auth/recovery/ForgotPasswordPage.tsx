import { Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import * as yup from 'yup';
import { TextField } from '@/components/form/textFields';
import { toFormStatus } from '@/components/form/serverErrors';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { AuthForm, SubmitButton } from '../shared/AuthForm';
import { CheckInbox } from '../shared/CheckInbox';
import { emailFromQuery } from '../shared/emailParam';
import { emailRule } from '../shared/fields';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
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

  const onSubmit = useSubmitOnce(
    async (values: FormValues, { setStatus }: FormikHelpers<FormValues>) => {
      setStatus({});
      const email = values.email.trim();
      try {
        await send(email);
        setSentTo(email);
        return true;
      } catch (error) {
        setStatus(toFormStatus(error, LABELS, values));
      }
    },
  );

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
      <Formik
        initialValues={{ email: emailFromQuery(search) }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <AuthForm id="forgot-password" label="Reset your password" labels={LABELS}>
          <TextField name="email" type="email" autoComplete="username" />
          <SubmitButton>Send reset link</SubmitButton>
        </AuthForm>
      </Formik>
      <Typography.Paragraph className="auth-footer">
        Remembered it? <Link to={authPaths.login}>Back to sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
