/**
 * The pure order rules the wizards, the edit pages and the simulator share.
 */

/** Divisor of the volumetric weight: cubic centimetres per kilogram (the couriers' 5,000). */
export const VOLUMETRIC_DIVISOR = 5000;

/**
 * A parcel's volumetric (dimensional) weight in kg from its size in cm, rounded up to the next
 * 0.01 kg as carriers bill it; 0 when a side is missing or not positive.
 */
export function volumetricWeight(lengthCm: number, widthCm: number, heightCm: number): number {
  const sides = [lengthCm, widthCm, heightCm];
  if (!sides.every((s) => Number.isFinite(s) && s > 0)) return 0;
  const kg = (lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR;
  // Less a hair of float noise first, so 4.8 kg (480.00000000000006 hundredths) stays 4.8.
  return Math.ceil(kg * 100 - 1e-9) / 100;
}

/** What a carrier charges on: the larger of the actual and the volumetric weight. */
export const chargeableWeight = (weightKg: number, volumetricKg: number) =>
  Math.max(Number.isFinite(weightKg) ? weightKg : 0, volumetricKg);

export const LAST_LINE_MESSAGE =
  'At least one item must remain in the list. You cannot remove the last item.';

/** Whether the line at `index` may be removed: never the last one left. */
export const canRemoveLine = (lineCount: number) => lineCount > 1;

export const ETA_PAST_MESSAGE = 'ETA must be today or later: choose today or a future date';

/**
 * An inbound ETA (YYYY-MM-DD) is valid when it is today or later in the merchant's own calendar
 * (`today`, also YYYY-MM-DD, taken in their timezone). Dates compare as strings in that form.
 */
export function etaProblem(eta: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eta)) return 'ETA is required';
  return eta < today ? ETA_PAST_MESSAGE : undefined;
}

export const INSURANCE_REFUSAL =
  'A product in this order has no valid cost price: select a different method without insurance';

/** A cost price an insurer can cover: a finite amount above 0. */
export const validCostPrice = (cost: unknown) =>
  typeof cost === 'number' && Number.isFinite(cost) && cost > 0;

export const WAREHOUSE_AND_METHOD_MESSAGE =
  'Warehouse and shipping method cannot be edited at the same time';

/**
 * Suggested quantity for a restock: enough for `days` at the current burn rate (items a day),
 * less what is on hand, rounded up to whole cartons when the product has one; 0 when none needed.
 */
export function suggestedRestock(
  burnPerDay: number,
  onHand: number,
  itemsPerCarton: number | null,
  days = 30,
): number {
  const need = Math.ceil(Math.max(0, burnPerDay) * days - Math.max(0, onHand));
  if (need <= 0) return 0;
  if (!itemsPerCarton || itemsPerCarton <= 1) return need;
  return Math.ceil(need / itemsPerCarton) * itemsPerCarton;
}
