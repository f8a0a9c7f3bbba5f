import { PRODUCT_STEPS, type ProductField } from './values';

const ORDER: ProductField[] = PRODUCT_STEPS.flatMap((s) => [...s.fields]);

/** Moves focus to the first field (in screen order) that has a message, after React has drawn it. */
export function focusFirstError(idPrefix: string, fields: Iterable<string>): void {
  const wanted = new Set(fields);
  const first = ORDER.find((f) => wanted.has(f));
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first}`)?.focus());
}
