import { useField } from 'formik';
import { CheckboxField } from '@/components/form/CheckboxField';
import { PasswordField } from '@/components/form/textFields';
import { TERMS_URL } from '../links';
import { PasswordRules } from './PasswordRules';

/** Step 2: the password, twice, and the terms. Neither password is ever saved in the draft. */
export function PasswordStep() {
  const [password] = useField<string>('password');
  return (
    <>
      <PasswordField name="password" required extra={<PasswordRules password={password.value} />} />
      <PasswordField name="password_confirmation" required />
      <div className="signup-terms">
        <CheckboxField name="terms_accepted" label="I accept the terms and conditions" />
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          Read the terms
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </>
  );
}
