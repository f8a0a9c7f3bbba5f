import { Button, Form, Space } from 'antd';
import { Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';

/** Flat problems (`rows[0].country` → message) as formik's nested errors. */
export function nestedErrors<V>(problems: Record<string, string>): FormikErrors<V> {
  return Object.entries(problems).reduce<FormikErrors<V>>(
    (errors, [key, message]) => setIn(errors, key, message) as FormikErrors<V>,
    {},
  );
}

export interface SettingsFormProps<V extends object> {
  /** The form's accessible name and the prefix of its control ids. */
  name: string;
  idPrefix: string;
  initialValues: V;
  /** Labels by field name, rows included (`country_import_numbers[0].country`). */
  labelsFor: (values: V) => Record<string, string>;
  /** The same rules the server runs: field → message. */
  validate: (values: V) => Record<string, string>;
  /** Resolves when saved; a refusal lands on its fields, the input kept. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** Rows of several controls: the form takes the page's width. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The settings edit forms: formik over the shared rules, one save per set of values, the
 * server's 422 on its fields (rows included), Save and Cancel.
 */
export function SettingsForm<V extends object>(props: SettingsFormProps<V>) {
  const { name, idPrefix, initialValues, labelsFor, validate, onSubmit, onCancel, wide, children } =
    props;
  const submit = useSubmitOnce(async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await onSubmit(values);
      return true;
    } catch (error) {
      helpers.setStatus(toFormStatus(error, labelsFor(values), values));
      return false;
    }
  });
  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => nestedErrors<V>(validate(values))}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrameProvider idPrefix={idPrefix} labels={labelsFor(values)}>
          <FormBody name={name} onCancel={onCancel} wide={wide}>
            {children}
          </FormBody>
        </FormFrameProvider>
      )}
    </Formik>
  );
}

function FormBody({
  name,
  onCancel,
  wide,
  children,
}: {
  name: string;
  onCancel: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { handleSubmit, isSubmitting } = useFormikContext();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label={name}
      className={wide ? 'settings-form settings-form--wide' : 'settings-form'}
      onFinish={() => handleSubmit()}
    >
      <FormErrorAlert />
      {children}
      <Space>
        <LoadingButton type="primary" htmlType="submit" loading={isSubmitting}>
          Save
        </LoadingButton>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
}
