import { getIn, useFormikContext } from 'formik';
import { labelledFieldErrors } from '@/api/fieldErrors';

/** A server refusal of one field, kept with the value it refused (as JSON, so arrays compare). */
interface ServerFieldError {
  message: string;
  value: string;
}

/** Formik `status`: the server's word survives formik's own re-validation until the value changes. */
export interface FormStatus {
  serverErrors?: Record<string, ServerFieldError>;
  /** A refusal no field could take (403, network, an unknown field). */
  formError?: string;
}

const snapshot = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Splits a failed save into field messages (by the form's labels, kept with the refused value)
 * and, when no field could take one, one message for the whole form.
 */
export function toFormStatus(
  error: unknown,
  labels: Readonly<Record<string, string>>,
  values: object,
  fieldOf?: (serverKey: string) => string | undefined,
): FormStatus {
  const { fields, message } = labelledFieldErrors(error, labels, fieldOf);
  const serverErrors: Record<string, ServerFieldError> = {};
  for (const [field, fieldMessage] of Object.entries(fields)) {
    serverErrors[field] = { message: fieldMessage, value: snapshot(getIn(values, field)) };
  }
  return Object.keys(serverErrors).length ? { serverErrors } : { formError: message };
}

/** The server's message for a field, while the field still holds what the server refused. */
export function useServerFieldError(name: string): string | undefined {
  const { status, values } = useFormikContext<object>();
  const entry = (status as FormStatus | undefined)?.serverErrors?.[name];
  return entry && entry.value === snapshot(getIn(values, name)) ? entry.message : undefined;
}
