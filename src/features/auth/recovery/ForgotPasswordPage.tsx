import { Alert, Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { AuthCard } from '../shared/AuthCard';
import { CheckInbox } from '../shared/CheckInbox';
import { emailFromQuery } from '../shared/emailParam';
import { emailRule } from '../shared/fields';
import { FormikForm, FormikInput, SubmitButton } from '../shared/FormikFields';
import { resetPasswordRedirectUrl, useRequestPasswordResetMutation } from './api';
import { applyServerErrors } from '../shared/serverErrors';
import { useSubmitOnce } from '../shared/submitOnce';

const schema = yup.object({ email: emailRule() });
type FormValues = { email: string };

/** /auth/forgot-password: mails a reset link, then says so ('Check your inbox'). */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const send = (email: string) =>
    requestReset({ email, redirect_url: resetPasswordRedirectUrl() }).unwrap();

  const onSubmit = useSubmitOnce(
    async (values: FormValues, { setFieldError }: FormikHelpers<FormValues>) => {
      setAlert(null);
      const email = values.email.trim();
      try {
        await send(email);
        setSentTo(email);
        return true;
      } catch (error) {
        setAlert(applyServerErrors(error, { email: 'Email' }, setFieldError));
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
      {alert && <Alert type="error" title={alert} showIcon role="alert" className="auth-alert" />}
      <Formik
        initialValues={{ email: emailFromQuery(search) }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <FormikForm label="Reset your password">
          <FormikInput name="email" label="Email" type="email" autoComplete="username" />
          <SubmitButton>Send reset link</SubmitButton>
        </FormikForm>
      </Formik>
      <Typography.Paragraph className="auth-footer">
        Remembered it? <Link to="/auth/login">Back to sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
