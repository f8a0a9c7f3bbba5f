import { Form } from 'antd';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useAppContext } from '@/core/appContext';
import { LoadingButton } from '@/components/LoadingButton';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import './authForm.css';

interface AuthFormProps {
  /** Prefix of the controls' ids, unique on the page. */
  id: string;
  /** The form's accessible name. */
  label: string;
  /** Field → label: the controls and the server's messages use the same words. */
  labels: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * A public auth form: antd's layout around formik in the field kit's frame. Submitting runs
 * formik's validation and onSubmit; a refusal no field could take shows above the form.
 */
export function AuthForm({ id, label, labels, children }: AuthFormProps) {
  const { handleSubmit } = useFormikContext();
  const { transport } = useAppContext();
  return (
    <FormFrameProvider idPrefix={id} labels={labels}>
      <div className="auth-form-error">
        <FormErrorAlert />
      </div>
      <Form
        layout="vertical"
        // The request code loads while the form is filled in, not after it is sent.
        onFocus={transport.prepare}
        onFinish={() => handleSubmit()}
        noValidate
        component="form"
        aria-label={label}
      >
        {children}
      </Form>
    </FormFrameProvider>
  );
}

/** The form's main button: spins and stays disabled while the submit runs. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <LoadingButton type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
      {children}
    </LoadingButton>
  );
}
