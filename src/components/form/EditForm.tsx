import { Button, Space } from 'antd';
import { useFormikContext, type FormikValues } from 'formik';
import type { Submission } from '@/api/idempotency';
import { useRef, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { BeforeSubmitContext, type BeforeSubmit } from './beforeSubmit';
import { FormBody, useFormSave } from './FormBody';
import { KitFormik, labelsFor, type KitFormValues } from './KitFormik';
import type { FormStatus } from './serverErrors';
import { useFormSubmit } from './useFormSubmit';

export interface EditFormProps<V extends FormikValues> extends KitFormValues<V> {
  /** The form's accessible name. */
  name: string;
  /**
   * Resolves when saved; a refusal lands on its fields, input kept. `submission` carries the
   * Idempotency-Key of this submission: the same when the same input is sent again after a
   * failure, so a create whose answer was lost is not applied twice (pass it to the request).
   */
  onSubmit: (values: V, submission: Submission) => Promise<unknown>;
  /**
   * After a save, with its result: the toast and the navigation. Run only while the merchant is
   * still where the save started (Cancel stays usable while a save runs), so a navigation after
   * a save belongs here rather than in `onSubmit`.
   */
  onSaved?: (result: unknown, values: V) => void | Promise<void>;
  /** The server's field name → the form's, where they differ (see `toFormStatus`). */
  fieldOf?: (serverKey: string) => string | undefined;
  /**
   * A refusal as the form shows it, where `toFormStatus` (by `labels` and `fieldOf`) does not
   * fit: one message shared by several fields.
   */
  toStatus?: (error: unknown, values: V) => FormStatus;
  /**
   * Runs once the form's rules pass, before anything is sent ('nothing changed'); false stops
   * the save, which then says why itself. A check kept inside the form (a uniqueness check)
   * registers with `useBeforeSubmit` instead.
   */
  beforeSubmit?: (values: V) => boolean | Promise<boolean>;
  /**
   * Validate all sections: every field of every section, marked touched by Save, so a form of
   * several sections shows all of their messages at once, including those kept under a key with
   * no value of its own (the sides' shared 'dimensions').
   */
  allFields?: readonly string[];
  /** Fields the server masked for this role: shown disabled, with the reason. */
  masked?: readonly string[];
  onCancel: () => void;
  /** 'Save' unless the action has a better name ('Send invitation'). */
  submitLabel?: string;
  /** An icon before the Save label (a chat's Send), hidden from screen readers by the caller. */
  submitIcon?: ReactNode;
  /** Cancel before Save, as the organisation pages show it. */
  cancelFirst?: boolean;
  className?: string;
  /** The class of the Save/Cancel row (the order pages space it from the cards above). */
  footerClassName?: string;
  children: ReactNode;
}

/**
 * The frame of an edit form: formik, one save per set of values (Enter pressed twice, a double
 * click: formik alone would submit twice) under one Idempotency-Key, the checks before a save,
 * the server's 422 on its fields and anything else above the form, focus on the first field
 * with a message, and the Save/Cancel footer. The fields, their rules and what a save does stay
 * with each form.
 */
export function EditForm<V extends FormikValues>(props: EditFormProps<V>) {
  const { beforeSubmit } = props;
  const checks = useRef(new Set<BeforeSubmit>());
  const [addCheck] = useState(() => (check: BeforeSubmit) => {
    checks.current.add(check);
    return () => void checks.current.delete(check);
  });
  const submit = useFormSubmit<V>({
    labelsOf: labelsFor(props.labels),
    onSubmit: props.onSubmit,
    onDone: props.onSaved,
    fieldOf: props.fieldOf,
    toStatus: props.toStatus,
    checks: async (values) => {
      if (beforeSubmit && !(await beforeSubmit(values))) return false;
      for (const check of [...checks.current]) if (!(await check())) return false;
      return true;
    },
  });
  return (
    <KitFormik {...props} onSubmit={submit}>
      <BeforeSubmitContext.Provider value={addCheck}>
        <EditFormBody {...props} />
      </BeforeSubmitContext.Provider>
    </KitFormik>
  );
}

function EditFormBody<V extends FormikValues>(props: EditFormProps<V>) {
  const { formRef, save } = useFormSave<V>(props.allFields);
  return (
    <FormBody
      name={props.name}
      className={props.className}
      formRef={formRef}
      onSave={() => void save()}
      footer={<FormFooter {...props} />}
    >
      {props.children}
    </FormBody>
  );
}

/**
 * Save and Cancel. Save waits while a save runs; Cancel never does: a save that hangs must not
 * hold the merchant on the page.
 */
function FormFooter<V extends FormikValues>({
  submitLabel = 'Save',
  submitIcon,
  cancelFirst,
  onCancel,
  footerClassName,
}: EditFormProps<V>) {
  const { isSubmitting } = useFormikContext<V>();
  const save = (
    <LoadingButton
      key="save"
      type="primary"
      htmlType="submit"
      icon={submitIcon}
      loading={isSubmitting}
    >
      {submitLabel}
    </LoadingButton>
  );
  const cancel = (
    <Button key="cancel" onClick={onCancel}>
      Cancel
    </Button>
  );
  // `form-actions`: full-width buttons, one above the other, on a phone (global.css).
  const className = footerClassName ? `form-actions ${footerClassName}` : 'form-actions';
  return <Space className={className}>{cancelFirst ? [cancel, save] : [save, cancel]}</Space>;
}
