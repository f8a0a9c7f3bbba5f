import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { EditForm } from '@/components/form/EditForm';
import { rulesSchema } from '@/domain/validation/rulesSchema';

export interface SettingsFormProps<V extends object> {
  /** The form's accessible name and the prefix of its control ids. */
  name: string;
  idPrefix: string;
  initialValues: V;
  /** Labels by field name, rows included (`country_import_numbers[0].country`). */
  labelsFor: (values: V) => Record<string, string>;
  /** The same rule function the server runs: field path → message (the form's yup schema asks it). */
  rules: (values: V) => Record<string, string>;
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
 * The settings edit forms: the kit's edit form over the shared rules (a yup schema asking the
 * same rule function the server runs, not a copy of it), rows included in the labels; saved, it says so and goes back to
 * the view page.
 */
export function SettingsForm<V extends object>(props: SettingsFormProps<V>) {
  const { labelsFor, rules, wide, save, savedMessage, returnTo, ...rest } = props;
  const navigate = useNavigate();
  const back = () => void navigate(returnTo);
  return (
    <EditForm
      {...rest}
      labels={labelsFor}
      validationSchema={rulesSchema(rules)}
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
