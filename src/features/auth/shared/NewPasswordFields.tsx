import { PasswordField } from '@/components/form/textFields';
import { PASSWORD_HINT } from './fields';

/**
 * A new password with its rule shown beforehand, and its confirmation (invitation, reset). Their
 * labels come from the form's frame.
 */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField name="password" extra={PASSWORD_HINT} />
      <PasswordField name="password_confirmation" />
    </>
  );
}
