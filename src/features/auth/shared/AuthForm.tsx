import type { FormikValues } from 'formik';
import { useAppContext } from '@/core/appContext';
import { ActionForm, type ActionFormProps } from '@/components/form/ActionForm';
import './authForm.css';

export type AuthFormProps<V extends FormikValues> = Omit<
  ActionFormProps<V>,
  'wide' | 'className' | 'onFocus'
>;

/**
 * A public auth form: the kit's ActionForm on the auth card, its one button full width. A
 * request before sign-in carries no Idempotency-Key, so `onSubmit` leaves its submission unused.
 */
export function AuthForm<V extends FormikValues>(props: AuthFormProps<V>) {
  const { transport } = useAppContext();
  return (
    <ActionForm
      {...props}
      wide
      className="auth-form"
      // The request code loads while the form is filled in, not after it is sent.
      onFocus={transport.prepare}
    />
  );
}
