import { useFormikContext } from 'formik';
import { useState } from 'react';
import { LazyAlert, preloadAlert } from '@/components/feedback/LazyAlert';
import { LoadingButton } from '@/components/LoadingButton';
import { asApiError } from '@/api/fieldErrors';
import { useAppDispatch } from '@/core/hooks';
import { emailRule } from '../shared/fields';

/**
 * Mails the link. The endpoint (and with it RTK Query) loads when the button is used, so the
 * sign-in page it sits on shows without them.
 */
async function requestMagicLink(dispatch: ReturnType<typeof useAppDispatch>, email: string) {
  const { magicLinkApi } = await import('./api');
  await dispatch(
    magicLinkApi.endpoints.requestMagicLink.initiate({ email }, { track: false }),
  ).unwrap();
}

/**
 * The sign-in form's secondary action: mails a one-use sign-in link to the address typed above.
 * Only the e-mail is checked; the password may be empty (that is the point).
 */
export function MagicLinkButton({ onSent }: { onSent: (email: string) => void }) {
  const { values, setFieldTouched, setFieldError } = useFormikContext<{ email: string }>();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    preloadAlert(); // a refusal shows in it
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
      await requestMagicLink(dispatch, email);
      onSent(email);
    } catch (failure) {
      setError(asApiError(failure).message);
    }
  };

  return (
    <>
      {error && (
        <LazyAlert type="error" title={error} showIcon role="alert" className="auth-alert" />
      )}
      <LoadingButton block size="large" onClick={send}>
        E-mail me a sign-in link
      </LoadingButton>
    </>
  );
}
