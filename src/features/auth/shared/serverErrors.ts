import type { ApiQueryError } from '@/api/axiosBaseQuery';
import { describeApiError } from '@/api/apiError';

/** An RTK Query error (from `unwrap()`), or anything else thrown, as the portal's error shape. */
export function asApiError(error: unknown): ApiQueryError {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    return error as ApiQueryError;
  }
  return describeApiError(error);
}

/** Rails sends "is too short"; SPEC §5 prefixes such messages with the field label. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

/**
 * Puts a 422's field messages on the form's fields (by name → label) and returns what is left for
 * an alert above the form: the server's first message when no field could take it, else null.
 */
export function applyServerErrors(
  error: unknown,
  labels: Record<string, string>,
  setFieldError: (field: string, message: string) => void,
): string | null {
  const { fieldErrors, message } = asApiError(error);
  let placed = false;
  for (const [field, list] of Object.entries(fieldErrors ?? {})) {
    const label = labels[field];
    if (!label || !list[0]) continue;
    setFieldError(field, withLabel(label, list[0]));
    placed = true;
  }
  return placed ? null : message;
}
