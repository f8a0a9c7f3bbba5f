import { setIn, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
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
  /** Sends the values; resolves when saved (a refusal lands on its fields, the input kept). */
  save: (values: V) => Promise<unknown>;
  /** The toast once saved. */
  savedMessage: string;
  /** The view page: where Cancel leads, and a save once its toast is up. */
  returnTo: string;
  /** Rows of several controls: the form takes the page's width. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The settings edit forms: the kit's edit form over the shared rules (the same rule functions the
 * server runs, not a yup schema), rows included in the labels; saved, it says so and goes back to
 * the view page.
 */
export function SettingsForm<V extends object>(props: SettingsFormProps<V>) {
  const { labelsFor, validate, wide, save, savedMessage, returnTo, ...rest } = props;
  const navigate = useNavigate();
  const back = () => void navigate(returnTo);
  return (
    <EditForm
      {...rest}
      labels={labelsFor}
      validate={(values) => nestedErrors<V>(validate(values))}
      onCancel={back}
      onSubmit={async (values) => {
        await save(values);
        notifier.success({ message: savedMessage });
        back();
      }}
      className={wide ? 'settings-form settings-form--wide' : 'settings-form'}
    />
  );
}
