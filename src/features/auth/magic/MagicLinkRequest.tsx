import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { TextField } from '@/components/form/textFields';
import { toFormStatus } from '@/components/form/serverErrors';
import { AuthForm, SubmitButton } from '../shared/AuthForm';
import { CheckInbox } from '../shared/CheckInbox';
import { emailRule } from '../shared/fields';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { MAGIC_LINK_LASTS, useRequestMagicLinkMutation } from './api';

const schema = yup.object({ email: emailRule() });
type FormValues = { email: string };
const LABELS = { email: 'Email' };

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

  const onSubmit = useSubmitOnce(
    async (values: FormValues, { setStatus }: FormikHelpers<FormValues>) => {
      setStatus({});
      const email = values.email.trim();
      try {
        await requestLink({ email }).unwrap();
        setSentTo(email);
        return true;
      } catch (error) {
        setStatus(toFormStatus(error, LABELS, values));
      }
    },
  );

  if (sentTo) return <MagicLinkSent email={sentTo} />;
  return (
    <Formik initialValues={{ email: initialEmail }} validationSchema={schema} onSubmit={onSubmit}>
      <AuthForm id="magic-link" label="E-mail me a sign-in link" labels={LABELS}>
        <TextField name="email" type="email" autoComplete="username" />
        <SubmitButton>E-mail me a sign-in link</SubmitButton>
      </AuthForm>
    </Formik>
  );
}
