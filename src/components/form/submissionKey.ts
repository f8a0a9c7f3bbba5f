import { useRef } from 'react';
import { newIdempotencyKey } from '@/api/idempotency';

/**
 * The key of one submission (sent as Idempotency-Key, docs/api.md): made when the person first
 * sends an input, kept while they send that same input again after a failure (an answer lost,
 * a 5xx, a timeout: the server may have applied it, and answers the retry with what it kept),
 * and made anew once the input changes or the submission succeeded.
 */
export interface SubmissionKey {
  key: string;
  /** The input it was made for (submissionInput). */
  input: string;
}

const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** The input as text to compare: the values, with a file as its name, type, size and date. */
export function submissionInput(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) => {
    if (!isFile(value)) return value;
    const file = value as Partial<File>;
    return { file: file.name ?? '', type: value.type, size: value.size, at: file.lastModified };
  });
}

/** The key for sending `values`: the current one when it was made for this input, else new. */
export function keyForInput(current: SubmissionKey | null, values: unknown): SubmissionKey {
  const input = submissionInput(values);
  return current?.input === input ? current : { key: newIdempotencyKey(), input };
}

/**
 * The submission key of a form that is not formik (a dialog): `keyFor(input)` when it sends,
 * `succeeded()` once the write is stored, so the next submission gets a new key.
 */
export function useSubmissionKey() {
  const current = useRef<SubmissionKey | null>(null);
  return {
    keyFor(input: unknown): string {
      current.current = keyForInput(current.current, input);
      return current.current.key;
    },
    succeeded(): void {
      current.current = null;
    },
  };
}
