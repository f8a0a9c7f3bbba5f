import { setIn, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { EditForm } from '@/components/form/EditForm';

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
 * The settings edit forms: the kit's edit form over the shared rules (the same rule functions the
 * server runs, not a yup schema), rows included in the labels.
 */
export function SettingsForm<V extends object>(props: SettingsFormProps<V>) {
  const { labelsFor, validate, wide, ...rest } = props;
  return (
    <EditForm
      {...rest}
      labels={labelsFor}
      validate={(values) => nestedErrors<V>(validate(values))}
      className={wide ? 'settings-form settings-form--wide' : 'settings-form'}
    />
  );
}
