import { labelledFieldErrors } from '@/api/fieldErrors';

/**
 * Puts a 422's field messages on the form's fields (by name → label) and returns what is left for
 * an alert above the form: the server's first message when no field could take it, else null.
 */
export function applyServerErrors(
  error: unknown,
  labels: Record<string, string>,
  setFieldError: (field: string, message: string) => void,
): string | null {
  const { fields, message } = labelledFieldErrors(error, labels);
  const placed = Object.entries(fields);
  for (const [field, fieldMessage] of placed) setFieldError(field, fieldMessage);
  return placed.length ? null : message;
}
