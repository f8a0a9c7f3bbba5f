import { describeApiError } from '@/api/apiError';
import type { ApiQueryError } from '@/api/axiosBaseQuery';
import { PRODUCT_FIELD_LABELS, stepOfField, type ProductField } from './values';

/** A server message for a field, kept while the field still holds the value it was about. */
export type ServerFieldErrors = Partial<Record<ProductField, { value: unknown; message: string }>>;

export function asApiError(error: unknown): ApiQueryError {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    return error as ApiQueryError;
  }
  return describeApiError(error);
}

/** Rails sends "has already been taken"; SPEC §5 messages start with the field label. */
const withLabel = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

/** Errors the server files under a name the form has no field for, shown on the nearest one. */
const ALIASES: Record<string, ProductField> = { dimensions: 'length', category: 'category_id' };

export interface PlacedServerErrors {
  fields: ServerFieldErrors;
  /** The earliest wizard step holding one of the fields; null when no field could take one. */
  firstStep: number | null;
  /** What no field could take (shown above the form), else null. */
  message: string | null;
}

/**
 * Puts a 422's field messages on the form's fields and says which step to go back to. Anything
 * else (a conflict, a network failure) becomes the message above the form.
 */
export function placeServerErrors(
  error: unknown,
  values: Record<ProductField, unknown>,
): PlacedServerErrors {
  const { fieldErrors, message } = asApiError(error);
  const fields: ServerFieldErrors = {};
  let firstStep: number | null = null;
  for (const [name, list] of Object.entries(fieldErrors ?? {})) {
    const field = (ALIASES[name] ?? name) as ProductField;
    const step = stepOfField(field);
    if (step < 0 || !list[0] || fields[field]) continue;
    fields[field] = {
      value: values[field],
      message: withLabel(PRODUCT_FIELD_LABELS[field], list[0]),
    };
    firstStep = firstStep === null ? step : Math.min(firstStep, step);
  }
  return { fields, firstStep, message: firstStep === null ? message : null };
}
