import { Alert } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { emailRule } from '../shared/fields';
import { asApiError } from '@/api/fieldErrors';
import { useRequestMagicLinkMutation } from './api';

/**
 * The sign-in form's secondary action: mails a one-use sign-in link to the address typed above.
 * Only the e-mail is checked; the password may be empty (that is the point).
 */
export function MagicLinkButton({ onSent }: { onSent: (email: string) => void }) {
  const { values, setFieldTouched, setFieldError } = useFormikContext<{ email: string }>();
  const [requestLink] = useRequestMagicLinkMutation();
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    const email = values.email.trim();
    const problem = await emailRule()
      .validate(email)
      .then(
        () => null,
        (invalid: Error) => invalid.message,
      );
    if (problem) {
      await setFieldTouched('email', true, false);
      setFieldError('email', problem);
      return;
    }
    try {
      await requestLink({ email }).unwrap();
      onSent(email);
    } catch (failure) {
      setError(asApiError(failure).message);
    }
  };

  return (
    <>
      {error && <Alert type="error" title={error} showIcon role="alert" className="auth-alert" />}
      <LoadingButton block size="large" onClick={send}>
        E-mail me a sign-in link
      </LoadingButton>
    </>
  );
}
