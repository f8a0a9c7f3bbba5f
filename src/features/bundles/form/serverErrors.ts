import { getIn, useFormikContext } from 'formik';
import type { ApiQueryError } from '@/api/axiosBaseQuery';
import { describeApiError } from '@/api/apiError';

/** A server refusal of one field, kept with the value it refused (JSON, so arrays compare). */
interface ServerFieldError {
  message: string;
  value: string;
}

/** Formik `status`: the server's word survives formik's own re-validation until the value changes. */
export interface BundleFormStatus {
  serverErrors?: Record<string, ServerFieldError>;
  /** A refusal no field could take (403, network, an unknown field). */
  formError?: string;
}

const snapshot = (value: unknown) => JSON.stringify(value ?? null);

export function asApiError(error: unknown): ApiQueryError {
  if (error && typeof error === 'object' && 'message' in error && 'status' in error) {
    return error as ApiQueryError;
  }
  return describeApiError(error);
}

/** The form field a server key belongs to: 'products[0].quantity' and 'products.0' → 'products'. */
export const rootField = (key: string) => key.split(/[.[]/)[0] ?? key;

/** Rails writes "has already been taken"; SPEC §5 prefixes such messages with the label. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

export function toFormStatus(
  error: unknown,
  labels: Record<string, string>,
  values: object,
): BundleFormStatus {
  const { fieldErrors, message } = asApiError(error);
  const serverErrors: Record<string, ServerFieldError> = {};
  for (const [key, list] of Object.entries(fieldErrors ?? {})) {
    const field = rootField(key);
    const label = labels[field];
    if (!label || !list[0] || serverErrors[field]) continue;
    serverErrors[field] = {
      message: withLabel(label, list[0]),
      value: snapshot(getIn(values, field)),
    };
  }
  return Object.keys(serverErrors).length ? { serverErrors } : { formError: message };
}

/** The server's message for a field, while it still holds what the server refused. */
export function useServerFieldError(name: string): string | undefined {
  const { status, values } = useFormikContext<object>();
  const entry = (status as BundleFormStatus | undefined)?.serverErrors?.[name];
  return entry && entry.value === snapshot(getIn(values, name)) ? entry.message : undefined;
}
