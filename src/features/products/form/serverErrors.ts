import { stepOfField, type ProductField } from './values';

/** Errors the server files under a name the form has no field for, shown on the nearest one. */
const ALIASES: Record<string, ProductField> = { dimensions: 'length', category: 'category_id' };

/**
 * The product form field a server key belongs to (toFormStatus's `fieldOf`); undefined when the
 * form shows no such field, so the message goes above the form instead.
 */
export function productFieldOf(serverKey: string): ProductField | undefined {
  const field = ALIASES[serverKey] ?? serverKey;
  return stepOfField(field) < 0 ? undefined : (field as ProductField);
}
