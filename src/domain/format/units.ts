import { countOf } from './counts';

/**
 * The packaging units' names, once: how a unit is labelled ('Box') and counted ('1 box',
 * '8 boxes', '12 items'). The keys are the API's unit types.
 */
export const UNIT_NAMES = {
  BASE: { label: 'Base', one: 'item', many: 'items' },
  BOX: { label: 'Box', one: 'box', many: 'boxes' },
  CARTON: { label: 'Carton', one: 'carton', many: 'cartons' },
  PALLET: { label: 'Pallet', one: 'pallet', many: 'pallets' },
} as const satisfies Record<string, { label: string; one: string; many: string }>;

export type UnitName = keyof typeof UNIT_NAMES;

/** '1 box', '8 boxes', '1,200 items': the noun agrees with the count as written. */
export const unitCount = (n: number, unit: UnitName = 'BASE'): string =>
  countOf(n, UNIT_NAMES[unit].one, UNIT_NAMES[unit].many);

/** 'boxes' → 'Boxes': a name at the start of a label. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of "how many parents one unit holds": 'Items per box', 'Boxes per carton'. */
export const parentQuantityLabel = (unit: UnitName, parent: UnitName): string =>
  `${capitalised(UNIT_NAMES[parent].many)} per ${UNIT_NAMES[unit].one}`;

/** A flag in words: 'Yes', 'No'. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
