import { Form, type FormProps } from 'antd';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

export type FormikFormProps = Omit<
  FormProps,
  'layout' | 'component' | 'noValidate' | 'onFinish' | 'children'
> & { children: ReactNode };

/**
 * The antd form of a Formik form, laid out as the portal's forms are: a real <form> that leaves
 * validation to the schema (no browser bubbles) and submits through Formik.
 */
export function FormikForm({ children, ...props }: FormikFormProps) {
  const { handleSubmit } = useFormikContext();
  return (
    <Form layout="vertical" component="form" noValidate onFinish={() => handleSubmit()} {...props}>
      {children}
    </Form>
  );
}
