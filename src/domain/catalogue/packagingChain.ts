/**
 * A product's packaging units as a chain, smallest first (BASE ⊂ BOX ⊂ CARTON ⊂ PALLET), any of
 * the larger ones may be missing. A unit's parent is the nearest smaller unit the product has and
 * its holder the nearest larger one; `items_per_unit` counts BASE items, so a unit holds
 * items_per_unit ÷ its parent's parent units. The portal and the simulator read the chain through
 * the same functions; the caller gives the order of the unit names (the contract's UNIT_TYPES).
 */
export interface ChainUnit<T extends string> {
  unit: T;
  items_per_unit: number;
}

export function packagingChain<T extends string>(order: readonly T[]) {
  const rank = (unit: T): number => order.indexOf(unit);
  const sortUnits = <U extends ChainUnit<T>>(units: readonly U[]): U[] =>
    [...units].sort((a, b) => rank(a.unit) - rank(b.unit));
  /** The nearest smaller unit the product has (the parent a new or edited `unit` sits on). */
  const parentOf = <U extends ChainUnit<T>>(units: readonly U[], unit: T): U | undefined =>
    sortUnits(units)
      .filter((u) => rank(u.unit) < rank(unit))
      .at(-1);
  /** The nearest larger unit the product has (the one that holds `unit`). */
  const holderOf = <U extends ChainUnit<T>>(units: readonly U[], unit: T): U | undefined =>
    sortUnits(units).find((u) => rank(u.unit) > rank(unit));
  /** Parent units one `record` holds (the smallest unit: 1). */
  const parentQuantity = <U extends ChainUnit<T>>(units: readonly U[], record: U): number => {
    const parent = parentOf(units, record.unit);
    return parent ? record.items_per_unit / parent.items_per_unit : 1;
  };
  return { rank, sortUnits, parentOf, holderOf, parentQuantity };
}
