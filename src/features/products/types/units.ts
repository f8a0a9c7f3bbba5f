import { UNIT_TYPES, type ProductUnit, type UnitInput, type UnitType } from '@/domain/contract';
import { packagingChain } from '@/domain/catalogue/packagingChain';
import { capitalised } from '../detail/format';

/**
 * The packaging chain of a product: BASE ⊂ BOX ⊂ CARTON ⊂ PALLET, any of the larger
 * ones may be missing. As on the server, a unit's parent is the nearest smaller unit the product
 * has and its holder the nearest larger one; `items_per_unit` counts BASE items.
 */
export type PackagingUnit = UnitInput['unit'];
export const PACKAGING_UNITS: readonly PackagingUnit[] = ['BOX', 'CARTON', 'PALLET'];

export const UNIT_NAMES: Record<UnitType, { label: string; one: string; many: string }> = {
  BASE: { label: 'Base', one: 'item', many: 'items' },
  BOX: { label: 'Box', one: 'box', many: 'boxes' },
  CARTON: { label: 'Carton', one: 'carton', many: 'cartons' },
  PALLET: { label: 'Pallet', one: 'pallet', many: 'pallets' },
};

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** "1 box", "8 boxes", "12 items". */
export function unitCount(n: number, unit: UnitType): string {
  const names = UNIT_NAMES[unit];
  return `${count.format(n)} ${n === 1 ? names.one : names.many}`;
}

/** The label of "how many parents one unit holds": "Items per box", "Boxes per carton". */
export const parentQuantityLabel = (unit: UnitType, parent: UnitType): string =>
  `${capitalised(UNIT_NAMES[parent].many)} per ${UNIT_NAMES[unit].one}`;

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
