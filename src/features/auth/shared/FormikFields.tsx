import { Form, Input } from 'antd';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { PASSWORD_HINT } from './fields';

/** antd's form layout around formik: submitting runs formik's validation and onSubmit. */
export function FormikForm({ children, label }: { children: ReactNode; label: string }) {
  const { handleSubmit } = useFormikContext();
  return (
    <Form
      layout="vertical"
      onFinish={() => handleSubmit()}
      noValidate
      component="form"
      aria-label={label}
    >
      {children}
    </Form>
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

interface FormikInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Help shown under the field while it has no error. */
  hint?: ReactNode;
}

/**
 * An antd field bound to formik: the label names the input, and a shown error is tied to it
 * with aria-describedby so a screen reader reads it with the field.
 */
export function FormikInput({ name, label, type = 'text', autoComplete, hint }: FormikInputProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const inputProps = {
    ...field,
    id: name,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
      extra={hint && !error ? <span id={hintId}>{hint}</span> : undefined}
    >
      {type === 'password' ? (
        <Input.Password {...inputProps} />
      ) : (
        <Input {...inputProps} type={type} />
      )}
    </Form.Item>
  );
}

/** A new password with its rule shown beforehand, and its confirmation (invitation, reset). */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <FormikInput
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <FormikInput
        name="password_confirmation"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
