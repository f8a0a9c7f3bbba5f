import { labelledFieldErrors } from '@/api/fieldErrors';
import { PRODUCT_FIELD_LABELS, stepOfField, type ProductField } from './values';

/** A server message for a field, kept while the field still holds the value it was about. */
export type ServerFieldErrors = Partial<Record<ProductField, { value: unknown; message: string }>>;

/** Errors the server files under a name the form has no field for, shown on the nearest one. */
const ALIASES: Record<string, ProductField> = { dimensions: 'length', category: 'category_id' };

/** The wizard field a server key belongs to; undefined when no step shows it. */
function fieldOf(serverKey: string): ProductField | undefined {
  const field = ALIASES[serverKey] ?? serverKey;
  return stepOfField(field) < 0 ? undefined : (field as ProductField);
}

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
  const placed = labelledFieldErrors(error, PRODUCT_FIELD_LABELS, fieldOf);
  const fields: ServerFieldErrors = {};
  let firstStep: number | null = null;
  for (const [name, message] of Object.entries(placed.fields)) {
    const field = name as ProductField;
    fields[field] = { value: values[field], message };
    const step = stepOfField(field);
    firstStep = firstStep === null ? step : Math.min(firstStep, step);
  }
  return { fields, firstStep, message: firstStep === null ? placed.message : null };
}
