import { useFormikContext } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { errorCleared } from '@/core/session/sessionSlice';
import { signIn } from '@/core/session/sessionThunks';
import { PasswordField, TextField } from '@/components/form/textFields';
import { isValidEmail, messages } from '@/domain/validation/rules';
import { MagicLinkButton } from '../magic/MagicLinkButton';
import { authPaths } from '../paths';
import { AuthCard } from '../shared/AuthCard';
import { AuthForm } from '../shared/AuthForm';
import { emailFromQuery } from '../shared/emailParam';
import { emailRule } from '../shared/fields';
import { LazyAlert, preloadAlert } from '@/components/feedback/LazyAlert';

/** 'Check your inbox' is shown only after a link was sent: its code loads then. */
const MagicLinkSent = lazy(async () => ({
  default: (await import('../magic/MagicLinkRequest')).MagicLinkSent,
}));

const schema = yup.object({
  email: emailRule(),
  password: yup.string().required(messages.required('Password')),
});
type LoginValues = yup.InferType<typeof schema>;
const LABELS = { email: 'Email', password: 'Password' };

/**
 * /auth/login (?email= prefills the address, e.g. after a password reset). On success the
 * PublicOnly wrapper follows the stored redirect URL. Keyed by the location so a link back to
 * this page (from 'Check your inbox') starts it afresh.
 */
export function LoginPage() {
  const location = useLocation();
  return <LoginCard key={location.key} />;
}

function LoginCard() {
  const dispatch = useAppDispatch();
  const search = useCurrentSearch();
  const error = useAppSelector((s) => s.session.error);
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);

  // Signed in: the PublicOnly wrapper leaves the page. Refused: the session's error shows.
  const onSubmit = async (values: LoginValues) => {
    preloadAlert(); // a refusal shows in it
    const result = await dispatch(
      signIn({ email: values.email.trim(), password: values.password }),
    );
    if (!signIn.fulfilled.match(result)) throw new SignInRefused();
  };

  if (magicLinkSentTo) {
    return (
      <AuthCard title="Sign in to KeepStock" documentTitle="Sign in">
        <Suspense fallback={null}>
          <MagicLinkSent email={magicLinkSentTo} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in to KeepStock" documentTitle="Sign in">
      <p className="auth-lead">Manage your stock, orders and shipments in one place.</p>
      {error && (
        <LazyAlert
          type="error"
          title={error}
          showIcon
          role="alert"
          closable={{ onClose: () => dispatch(errorCleared()), 'aria-label': 'Dismiss error' }}
          className="auth-alert"
        />
      )}
      <AuthForm<LoginValues>
        name="Sign in"
        idPrefix="login"
        labels={LABELS}
        initialValues={{ email: emailFromQuery(search), password: '' }}
        validationSchema={schema}
        onSubmit={onSubmit}
        // The refusal is the session's, shown above the form (dismissable), not the form's.
        toStatus={() => ({})}
        submitLabel="Sign in"
        actions={({ submit }) => (
          <>
            {submit}
            <div className="auth-divider" role="separator">
              <span>or</span>
            </div>
            <MagicLinkButton onSent={setMagicLinkSentTo} />
          </>
        )}
      >
        <TextField name="email" type="email" autoComplete="username" />
        <PasswordField name="password" autoComplete="current-password" />
        <div className="auth-row">
          <ForgotPasswordLink />
        </div>
      </AuthForm>
      <p className="auth-footer">
        New to KeepStock? <Link to={authPaths.signup}>Create an account</Link>
      </p>
    </AuthCard>
  );
}

/** A refused sign-in: the session slice holds and shows its message. */
class SignInRefused extends Error {}

/** Carries a typed address over, so the recovery form does not ask for it again. */
function ForgotPasswordLink() {
  const email = useFormikContext<LoginValues>().values.email.trim();
  return (
    <Link to={authPaths.forgotPasswordFor(isValidEmail(email) ? email : null)}>
      Forgot password?
    </Link>
  );
}
