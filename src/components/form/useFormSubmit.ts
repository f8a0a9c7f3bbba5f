import type { FormikHelpers, FormikValues } from 'formik';
import { useEffect, useRef } from 'react';
import type { Submission } from '@/api/idempotency';
import { toFormStatus, type FormStatus } from './serverErrors';
import { submitOrigin, useSubmitNavigation } from './submitOrigin';
import { useSubmitOnce } from './useSubmitOnce';

type Labels = Readonly<Record<string, string>>;

/** What every kit form (EditForm, ActionForm, DialogForm) does with a submit. */
export interface FormSubmitOptions<V extends FormikValues> {
  /** Labels by field name: a 422's messages land on the fields they name. */
  labelsOf: (values: V) => Labels;
  /**
   * Sends the values; resolves when the server took them, throws its refusal (kept on the
   * fields, input kept). `submission` carries the Idempotency-Key of this input: a request
   * before sign-in carries none, so such a form leaves it unused.
   */
  onSubmit: (values: V, submission: Submission) => Promise<unknown>;
  /**
   * After a success, with its result (the toast, the navigation, the next screen). Runs only
   * while the form is still mounted and the merchant still where the submit started, so a send
   * that ends after they left never pulls them back.
   */
  onDone?: (result: unknown, values: V) => void | Promise<void>;
  /** The server's field name → the form's, where they differ (see `toFormStatus`). */
  fieldOf?: (serverKey: string) => string | undefined;
  /** A refusal as the form shows it, where `toFormStatus` does not fit. */
  toStatus?: (error: unknown, values: V) => FormStatus;
  /** Checks once the rules pass, before a new input is sent; false stops the submit. */
  checks?: (values: V) => Promise<boolean>;
  /** Empty the form after a success (a dialog, a chat box), before `onDone`. */
  resetAfterSend?: boolean;
}

/**
 * Formik's onSubmit for a kit form: one send per set of values under one submission key
 * (useSubmitOnce), the checks before a new input, the server's 422 on its fields and anything
 * else in the form's status (FormErrorAlert), then `onDone` while the form is still there.
 */
export function useFormSubmit<V extends FormikValues>(options: FormSubmitOptions<V>) {
  const { labelsOf, onSubmit, onDone, fieldOf, toStatus, checks, resetAfterSend } = options;
  // The key of the last submission that reached the server.
  const sentKey = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const navigation = useSubmitNavigation();
  return useSubmitOnce(async (values: V, helpers: FormikHelpers<V>, submission: Submission) => {
    helpers.setStatus({} satisfies FormStatus);
    // Sending again what was sent before (its answer never came): the checks would find what
    // that submit may have stored (the record's new SKU taken) and stop the retry. The server
    // decides instead: it answers with what it kept, or checks again.
    if (submission.idempotencyKey !== sentKey.current) {
      if (checks && !(await checks(values))) return false;
    }
    sentKey.current = submission.idempotencyKey;
    const origin = submitOrigin(navigation);
    try {
      const result = await onSubmit(values, submission);
      if (resetAfterSend && mounted.current) helpers.resetForm();
      if (mounted.current && origin.stillHere()) await onDone?.(result, values);
      return true;
    } catch (error) {
      helpers.setStatus(
        toStatus ? toStatus(error, values) : toFormStatus(error, labelsOf(values), values, fieldOf),
      );
      return false;
    }
  });
}
