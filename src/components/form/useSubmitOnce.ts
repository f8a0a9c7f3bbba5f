import { useRef } from 'react';
import type { Submission } from '@/api/idempotency';
import { keyForInput, type SubmissionKey } from './submissionKey';

/**
 * What the form calls the submit with: the handler's arguments without its Submission, which is
 * handed over after everything the form passes (formik: values, helpers, submission). A handler
 * taking (values, submission) would find formik's helpers there, so it does not type-check.
 */
type CalledWith<R extends unknown[]> = R extends [Submission]
  ? never
  : R extends [...infer Head, Submission]
    ? Head
    : R;

/**
 * Formik runs onSubmit for every submit event, even while the previous one is pending (a double
 * click before the button disables, Enter pressed twice). This drops the extra ones, so a message,
 * a chat or a record is never created twice and one click sends one mail:
 * - nothing is sent while a send is under way;
 * - values the handler stored (it resolved to `true`) are never sent again: a click that lands
 *   before the form resets, or before the page is left, finds the same values object;
 * - after a refusal (`false`, nothing, or a throw) the same values may be sent again.
 * It also owns the submission's key (submissionKey.ts), handed to the handler as its last
 * argument (`{ idempotencyKey }`, for the request): the same when the same input is sent again
 * after a failure, so a write the server applied before the answer was lost is not applied
 * twice; new for another input or after a success.
 */
export function useSubmitOnce<V, R extends unknown[]>(
  handler: (values: V, ...rest: R) => Promise<boolean | void>,
): (values: V, ...rest: CalledWith<R>) => Promise<void> {
  const running = useRef(false);
  const stored = useRef<{ values: V } | null>(null);
  const submission = useRef<SubmissionKey | null>(null);
  return async (values: V, ...rest: CalledWith<R>) => {
    if (running.current || stored.current?.values === values) return;
    running.current = true;
    const current = keyForInput(submission.current, values);
    submission.current = current;
    try {
      const args = [...rest, { idempotencyKey: current.key } satisfies Submission] as unknown as R;
      if ((await handler(values, ...args)) === true) {
        stored.current = { values };
        submission.current = null;
      }
    } finally {
      running.current = false;
    }
  };
}
