import { UNIT_TYPES, type ProductUnit, type UnitType } from '@/api/contract';
import { volume } from '@/lib/catalogue/rules';
import type { UnitRecord } from '../db/schema';

/**
 * A product's packaging units as a chain, smallest first: BASE ⊂ BOX ⊂ CARTON ⊂ PALLET, any of
 * the larger ones may be missing. Each unit's parent is the nearest smaller unit the product has;
 * `items_per_unit` is absolute, so a unit's parent quantity is items_per_unit ÷ the parent's.
 */
export const unitRank = (unit: UnitType): number => UNIT_TYPES.indexOf(unit);

export const sortUnits = (units: readonly UnitRecord[]): UnitRecord[] =>
  [...units].sort((a, b) => unitRank(a.unit) - unitRank(b.unit));

/** The nearest smaller unit the product has (the parent a new or edited `unit` sits on). */
export function parentOf(units: readonly UnitRecord[], unit: UnitType): UnitRecord | undefined {
  return sortUnits(units)
    .filter((u) => unitRank(u.unit) < unitRank(unit))
    .at(-1);
}

/** The nearest larger unit the product has (the one that holds `unit`). */
export function holderOf(units: readonly UnitRecord[], unit: UnitType): UnitRecord | undefined {
  return sortUnits(units).find((u) => unitRank(u.unit) > unitRank(unit));
}

/** Parent units one `unit` holds (BASE: 1). */
export function parentQuantity(units: readonly UnitRecord[], record: UnitRecord): number {
  const parent = parentOf(units, record.unit);
  return parent ? record.items_per_unit / parent.items_per_unit : 1;
}

/** BASE items over every unit: must equal the product's stock. */
export const baseTotal = (units: readonly UnitRecord[]): number =>
  units.reduce((sum, u) => sum + u.stock * u.items_per_unit, 0);

export function unitView(record: UnitRecord): ProductUnit {
  const { unit, items_per_unit, stock, barcode, length, width, height, weight } = record;
  return {
    unit,
    items_per_unit,
    stock,
    barcode,
    length,
    width,
    height,
    weight,
    volume: volume(record),
  };
}
