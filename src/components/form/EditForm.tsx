import { Button, Form, Space } from 'antd';
import {
  Formik,
  useFormikContext,
  type FormikConfig,
  type FormikHelpers,
  type FormikValues,
} from 'formik';
import type { Submission } from '@/api/idempotency';
import type { ReactNode } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { FormErrorAlert } from './FormErrorAlert';
import { FormFrameProvider } from './FormField';
import { toFormStatus, type FormStatus } from './serverErrors';
import { submitOrigin } from './submitOrigin';
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
 * The frame of an edit form: formik, one save per set of values (Enter pressed twice submits
 * twice in formik), the server's 422 on its fields and anything else above the form, and the
 * Save/Cancel footer. The fields, their rules and what a save does stay with each form.
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
    idPrefix,
  } = props;
  const labelsOf = (values: V) => (typeof labels === 'function' ? labels(values) : labels);
  const submit = useSubmitOnce(
    async (values: V, helpers: FormikHelpers<V>, submission: Submission) => {
      helpers.setStatus({} satisfies FormStatus);
      const origin = submitOrigin();
      try {
        const result = await onSubmit(values, submission);
        if (origin.stillHere()) await onSaved?.(result, values);
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, labelsOf(values), values, fieldOf));
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
        <FormFrameProvider idPrefix={idPrefix} labels={labelsOf(values)}>
          <EditFormBody {...props} />
        </FormFrameProvider>
      )}
    </Formik>
  );
}

function EditFormBody<V extends FormikValues>(props: EditFormProps<V>) {
  const { name, className, children } = props;
  const { handleSubmit } = useFormikContext<V>();
  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label={name}
      className={className}
      onFinish={() => handleSubmit()}
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
  return <Space className={footerClassName}>{cancelFirst ? [cancel, save] : [save, cancel]}</Space>;
}
