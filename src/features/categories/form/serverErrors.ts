import { useFormikContext } from 'formik';
import { describeApiError } from '@/api/apiError';

/** A server refusal of one field, kept with the value it refused. */
export interface ServerFieldError {
  message: string;
  value: unknown;
}
export type ServerFieldErrors = Record<string, ServerFieldError>;

/** Formik `status`: the server's word, which survives formik's own re-validation. */
export interface FormStatus {
  serverErrors?: ServerFieldErrors;
  /** A refusal no field could take (403, network). */
  formError?: string;
}

/** Errors come from `unwrap()` (RTK Query's ApiQueryError) or anything else thrown. */
export function asApiError(error: unknown): {
  message: string;
  fieldErrors?: Record<string, string[]>;
} {
  if (error && typeof error === 'object' && 'message' in error && 'status' in error) {
    return error as { message: string; fieldErrors?: Record<string, string[]> };
  }
  return describeApiError(error);
}

/** Rails writes "has already been taken"; SPEC §5 prefixes such messages with the label. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

/**
 * Splits a failed save into field messages (by the form's labels, kept with the refused value)
 * and, when no field could take it, one message for the whole form.
 */
export function toFormStatus(
  error: unknown,
  labels: Record<string, string>,
  values: Record<string, unknown>,
): FormStatus {
  const { fieldErrors, message } = asApiError(error);
  const serverErrors: ServerFieldErrors = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) {
    const label = labels[field];
    if (label && list[0])
      serverErrors[field] = { message: withLabel(label, list[0]), value: values[field] };
  }
  return Object.keys(serverErrors).length ? { serverErrors } : { formError: message };
}

/** The server's message for a field while it still holds the value the server refused. */
export function useServerFieldError(name: string, value: unknown): string | undefined {
  const { status } = useFormikContext<unknown>();
  const entry = (status as FormStatus | undefined)?.serverErrors?.[name];
  return entry && entry.value === value ? entry.message : undefined;
}
