import { COVER_WARNING_DAYS } from '../catalogue/rules';
import type { UnitType } from '../catalogue/units';
import { suggestedRestock } from './rules';

/** Days of stock a restock aims for at the current burn rate. */
export const RESTOCK_DAYS = 30;
/** Below this many days of cover a product offers Restock: the cover card's 'reorder soon'. */
export const RESTOCK_THRESHOLD_DAYS = COVER_WARNING_DAYS;

/** The burn-rate figures the product's Cover card shows (items/{id}/movements/burn-rate). */
export interface RestockBurn {
  daily_burn_rate: number;
  stock: number;
  days_of_cover: number | null;
}

/** What the suggestion reads of a product: its packaging units. */
export interface RestockUnits {
  units?: readonly { unit: UnitType; items_per_unit: number }[];
}

/** Whether the product's days of cover is below the threshold (unknown cover: no). */
export const needsRestock = (burn: RestockBurn) =>
  burn.days_of_cover !== null && burn.days_of_cover < RESTOCK_THRESHOLD_DAYS;

const itemsPerCarton = (product: RestockUnits) =>
  product.units?.find((u) => u.unit === 'CARTON')?.items_per_unit ?? null;

/**
 * How much a restock orders: enough BASE items for 30 days at the burn rate, less what is on hand
 * (suggestedRestock); a product with a carton is ordered in whole cartons, else in BASE items.
 * Null when nothing is needed.
 */
export function restockQuantity(
  product: RestockUnits,
  burn: RestockBurn,
): { quantity: number; unit_type: 'BASE' | 'CARTON' } | null {
  const perCarton = itemsPerCarton(product);
  const items = suggestedRestock(burn.daily_burn_rate, burn.stock, perCarton, RESTOCK_DAYS);
  if (items <= 0) return null;
  return perCarton && perCarton > 1
    ? { quantity: items / perCarton, unit_type: 'CARTON' }
    : { quantity: items, unit_type: 'BASE' };
}
