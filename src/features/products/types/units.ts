import { UNIT_TYPES, type ProductUnit, type UnitInput, type UnitType } from '@/domain/contract';
import { packagingChain } from '@/domain/catalogue/packagingChain';

/**
 * The packaging chain of a product: BASE ⊂ BOX ⊂ CARTON ⊂ PALLET, any of the larger
 * ones may be missing. As on the server, a unit's parent is the nearest smaller unit the product
 * has and its holder the nearest larger one; `items_per_unit` counts BASE items.
 */
export type PackagingUnit = UnitInput['unit'];
export const PACKAGING_UNITS: readonly PackagingUnit[] = ['BOX', 'CARTON', 'PALLET'];

/** `?unit=` as a packaging unit ('box' and 'BOX' alike), or null for anything else. */
export function parsePackagingUnit(raw: string | null): PackagingUnit | null {
  const upper = raw?.trim().toUpperCase();
  return PACKAGING_UNITS.find((u) => u === upper) ?? null;
}

/** The chain's rules, shared with the simulator (domain/catalogue/packagingChain). */
export const {
  parentOf,
  holderOf,
  sortUnits,
  parentQuantity: parentQuantityOf,
} = packagingChain<UnitType>(UNIT_TYPES);

/** The packaging types the product does not have yet, smallest first. */
export const missingPackaging = (units: readonly ProductUnit[]): PackagingUnit[] =>
  PACKAGING_UNITS.filter((unit) => !units.some((u) => u.unit === unit));
