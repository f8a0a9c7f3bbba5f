import { Button, Form, Space, type FormInstance } from 'antd';
import {
  Formik,
  useFormikContext,
  type FormikConfig,
  type FormikHelpers,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import type { Submission } from '@/api/idempotency';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { BeforeSubmitContext, type BeforeSubmit } from './beforeSubmit';
import { FormErrorAlert } from './FormErrorAlert';
import { FormFrameProvider } from './FormField';
import { toFormStatus, type FormStatus } from './serverErrors';
import { submitOrigin, useSubmitNavigation } from './submitOrigin';
import { useSubmitOnce } from './useSubmitOnce';

type Labels = Readonly<Record<string, string>>;

export interface EditFormProps<V extends FormikValues> {
  /** The form's accessible name. */
  name: string;
  /** The prefix of its control ids. */
  idPrefix: string;
  initialValues: V;
  /** Labels by field name; a function when rows come and go with the values. */
  labels: Labels | ((values: V) => Labels);
  /** Each form keeps its own rules: a yup schema, or a validate function (formik's own props). */
  validationSchema?: FormikConfig<V>['validationSchema'];
  validate?: FormikConfig<V>['validate'];
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
  const {
    initialValues,
    labels,
    validationSchema,
    validate,
    onSubmit,
    onSaved,
    fieldOf,
    toStatus,
    beforeSubmit,
    idPrefix,
    masked,
  } = props;
  const labelsOf = (values: V) => (typeof labels === 'function' ? labels(values) : labels);
  const checks = useRef(new Set<BeforeSubmit>());
  const [addCheck] = useState(() => (check: BeforeSubmit) => {
    checks.current.add(check);
    return () => void checks.current.delete(check);
  });
  // The key of the last submission that reached the server.
  const sentKey = useRef<string | null>(null);
  const navigation = useSubmitNavigation();
  const submit = useSubmitOnce(
    async (values: V, helpers: FormikHelpers<V>, submission: Submission) => {
      helpers.setStatus({} satisfies FormStatus);
      // Sending again what was sent before (its answer never came): the checks would find what
      // that save may have stored (the record's new SKU taken) and stop the retry. The server
      // decides instead: it answers with what it kept, or checks again.
      if (submission.idempotencyKey !== sentKey.current) {
        if (beforeSubmit && !(await beforeSubmit(values))) return false;
        for (const check of [...checks.current]) if (!(await check())) return false;
      }
      sentKey.current = submission.idempotencyKey;
      const origin = submitOrigin(navigation);
      try {
        const result = await onSubmit(values, submission);
        if (origin.stillHere()) await onSaved?.(result, values);
        return true;
      } catch (error) {
        helpers.setStatus(
          toStatus
            ? toStatus(error, values)
            : toFormStatus(error, labelsOf(values), values, fieldOf),
        );
        return false;
      }
    },
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrameProvider idPrefix={idPrefix} labels={labelsOf(values)} masked={masked}>
          <BeforeSubmitContext.Provider value={addCheck}>
            <EditFormBody {...props} />
          </BeforeSubmitContext.Provider>
        </FormFrameProvider>
      )}
    </Formik>
  );
}

function EditFormBody<V extends FormikValues>(props: EditFormProps<V>) {
  const { name, className, children, allFields } = props;
  const { submitForm, setTouched, touched } = useFormikContext<V>();
  const form = useRef<FormInstance & { nativeElement?: HTMLElement }>(null);
  // Focus goes to the first field with a problem once the messages are on screen: after the
  // render that shows them, not on a timer that a busy machine may run first.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest)
      form.current?.nativeElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
      console.warn('EditForm: the form could not be validated', reason);
    }
    setFocusRequest((n) => n + 1);
  };

  return (
    <Form
      ref={form}
      layout="vertical"
      component="form"
      noValidate
      aria-label={name}
      className={className}
      onFinish={() => void save()}
    >
      <FormErrorAlert />
      {children}
      <FormFooter {...props} />
    </Form>
  );
}

/**
 * Save and Cancel. Save waits while a save runs; Cancel never does: a save that hangs must not
 * hold the merchant on the page.
 */
function FormFooter<V extends FormikValues>({
  submitLabel = 'Save',
  cancelFirst,
  onCancel,
  footerClassName,
}: EditFormProps<V>) {
  const { isSubmitting } = useFormikContext<V>();
  const save = (
    <LoadingButton key="save" type="primary" htmlType="submit" loading={isSubmitting}>
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
