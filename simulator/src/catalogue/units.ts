import { UNIT_TYPES, type ProductUnit } from '@/domain/contract';
import { volume } from '@/domain/catalogue/rules';
import { packagingChain } from '@/domain/catalogue/packagingChain';
import type { UnitRecord } from '../db/schema';

/** The packaging chain (domain/catalogue/packagingChain.ts) over the contract's unit names. */
export const {
  rank: unitRank,
  sortUnits,
  parentOf,
  holderOf,
  parentQuantity,
} = packagingChain(UNIT_TYPES);

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
