import { useState } from 'react';
import * as yup from 'yup';
import { TextField } from '@/components/form/textFields';
import { AuthForm } from '../shared/AuthForm';
import { CheckInbox } from '../shared/CheckInbox';
import { emailRule } from '../shared/fields';
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

  if (sentTo) return <MagicLinkSent email={sentTo} />;
  return (
    <AuthForm<FormValues>
      name="E-mail me a sign-in link"
      idPrefix="magic-link"
      labels={LABELS}
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={({ email }) => requestLink({ email: email.trim() }).unwrap()}
      onDone={(_, { email }) => setSentTo(email.trim())}
      submitLabel="E-mail me a sign-in link"
    >
      <TextField name="email" type="email" autoComplete="username" />
    </AuthForm>
  );
}
