import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { CheckInbox } from '../shared/CheckInbox';
import { emailRule } from '../shared/fields';
import { FormikForm, FormikInput, SubmitButton } from '../shared/FormikFields';
import { applyServerErrors } from '../shared/serverErrors';
import { useSubmitOnce } from '../shared/submitOnce';
import { MAGIC_LINK_LASTS, useRequestMagicLinkMutation } from './api';

const schema = yup.object({ email: emailRule() });
type FormValues = { email: string };

/** 'Check your inbox' after a sign-in link was mailed, with a resend. */
export function MagicLinkSent({ email }: { email: string }) {
  const [requestLink] = useRequestMagicLinkMutation();
  return (
    <CheckInbox
      what="a sign-in link"
      email={email}
      lasts={MAGIC_LINK_LASTS}
      onResend={() => requestLink({ email }).unwrap()}
    />
  );
}

/** Asks for a sign-in link by e-mail, then shows 'Check your inbox'. */
export function MagicLinkRequest({ initialEmail = '' }: { initialEmail?: string }) {
  const [requestLink] = useRequestMagicLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = useSubmitOnce(
    async (values: FormValues, { setFieldError }: FormikHelpers<FormValues>) => {
      setAlert(null);
      const email = values.email.trim();
      try {
        await requestLink({ email }).unwrap();
        setSentTo(email);
        return true;
      } catch (error) {
        setAlert(applyServerErrors(error, { email: 'Email' }, setFieldError));
      }
    },
  );

  if (sentTo) return <MagicLinkSent email={sentTo} />;
  return (
    <>
      {alert && <Alert type="error" title={alert} showIcon role="alert" className="auth-alert" />}
      <Formik initialValues={{ email: initialEmail }} validationSchema={schema} onSubmit={onSubmit}>
        <FormikForm label="E-mail me a sign-in link">
          <FormikInput name="email" label="Email" type="email" autoComplete="username" />
          <SubmitButton>E-mail me a sign-in link</SubmitButton>
        </FormikForm>
      </Formik>
    </>
  );
}
