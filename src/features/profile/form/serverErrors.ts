import { useFormikContext } from 'formik';
import { describeApiError } from '@/api/apiError';

/** A server refusal of one field, kept with the value it refused. */
interface ServerFieldError {
  message: string;
  value: unknown;
}

/** Formik `status`: the server's word survives formik's own re-validation on blur. */
export interface FormStatus {
  serverErrors?: Record<string, ServerFieldError>;
  /** A refusal no field could take (network, 5xx). */
  formError?: string;
}

/** `unwrap()` rejects with RTK Query's ApiQueryError; anything else is described. */
function asApiError(error: unknown): { message: string; fieldErrors?: Record<string, string[]> } {
  if (error && typeof error === 'object' && 'message' in error && 'status' in error)
    return error as { message: string; fieldErrors?: Record<string, string[]> };
  return describeApiError(error);
}

/** Rails may write "is invalid"; SPEC §5 messages start with the field label. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

/** A failed save as field messages (by the form's labels) or one message for the form. */
export function toFormStatus(
  error: unknown,
  labels: Record<string, string>,
  values: Record<string, unknown>,
): FormStatus {
  const { fieldErrors, message } = asApiError(error);
  const serverErrors: Record<string, ServerFieldError> = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) {
    const label = labels[field];
    if (label && list[0])
      serverErrors[field] = { message: withLabel(label, list[0]), value: values[field] };
  }
  return Object.keys(serverErrors).length ? { serverErrors } : { formError: message };
}

/** The server's message for a field, while the field still holds the value it refused. */
export function useServerFieldError(name: string, value: unknown): string | undefined {
  const { status } = useFormikContext<unknown>();
  const entry = (status as FormStatus | undefined)?.serverErrors?.[name];
  return entry && entry.value === value ? entry.message : undefined;
}
