import { Form, type FormInstance } from 'antd';
import { useFormikContext, type FormikTouched, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormErrorAlert } from './FormErrorAlert';

type FormRef = FormInstance & { nativeElement?: HTMLElement };

/**
 * A kit form's submit, whatever presses it (its own button, Enter, a dialog's OK): marks
 * `allFields` touched, runs formik's validation and submit, then moves the focus to the first
 * field with a message, once the messages are on screen (after the render that shows them, not
 * on a timer that a busy machine may run first).
 */
export function useFormSave<V extends FormikValues>(allFields?: readonly string[]) {
  const { submitForm, setTouched, touched } = useFormikContext<V>();
  const formRef = useRef<FormRef>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest)
      formRef.current?.nativeElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const save = async () => {
    if (allFields)
      await setTouched(
        { ...touched, ...Object.fromEntries(allFields.map((f) => [f, true])) } as FormikTouched<V>,
        false,
      );
    try {
      await submitForm();
    } catch (reason) {
      // A validate function that threw: formik's own handleSubmit only warns too.
      console.warn('The form could not be validated', reason);
    }
    setFocusRequest((n) => n + 1);
  };
  return { formRef, save };
}

export interface FormBodyProps {
  /** The form's accessible name. */
  name: string;
  formRef: RefObject<FormRef | null>;
  onSave: () => void;
  className?: string;
  /** While a control has the focus: the sign-in forms load the request code then. */
  onFocus?: () => void;
  children: ReactNode;
  /** The buttons, after the fields. */
  footer?: ReactNode;
}

/**
 * The <form> of every kit form: a real form that leaves validation to the form's rules (no
 * browser bubbles), the refusal no field could take above the fields, then the buttons.
 */
export function FormBody({
  name,
  formRef,
  onSave,
  className,
  onFocus,
  children,
  footer,
}: FormBodyProps) {
  return (
    <Form
      ref={formRef}
      layout="vertical"
      component="form"
      noValidate
      aria-label={name}
      className={className}
      onFocus={onFocus}
      onFinish={onSave}
    >
      <FormErrorAlert />
      {children}
      {footer}
    </Form>
  );
}
