import { describeApiError } from './apiError';
import type { ApiQueryError } from './axiosBaseQuery';

/** An RTK Query error (from `unwrap()`), or anything else thrown, as the portal's error shape. */
export function asApiError(error: unknown): ApiQueryError {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    return error as ApiQueryError;
  }
  return describeApiError(error);
}

/** Rails writes "has already been taken"; the portal puts the field's label in front. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

export interface LabelledFieldErrors {
  /** Form field → its first server message, starting with the field's label. */
  fields: Record<string, string>;
  /** The server's first message, for when no field could take one. */
  message: string;
}

/**
 * A 422's field messages, each put on the form field that shows it. `fieldOf` maps the server's
 * key to that field (aliases, nested keys) or undefined when the form has no place for it; fields
 * without a label are skipped too. The first message for a field wins.
 */
export function labelledFieldErrors(
  error: unknown,
  labels: Readonly<Record<string, string>>,
  fieldOf: (serverKey: string) => string | undefined = (key) => key,
): LabelledFieldErrors {
  const { fieldErrors, message } = asApiError(error);
  const fields: Record<string, string> = {};
  for (const [key, list] of Object.entries(fieldErrors ?? {})) {
    const field = fieldOf(key);
    const label = field === undefined ? undefined : labels[field];
    if (field === undefined || !label || !list[0] || field in fields) continue;
    fields[field] = withLabel(label, list[0]);
  }
  return { fields, message };
}
