/** A product's packaging units, smallest first: a unit's parent is the nearest smaller one it has. */
export const UNIT_TYPES = ['BASE', 'BOX', 'CARTON', 'PALLET'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
