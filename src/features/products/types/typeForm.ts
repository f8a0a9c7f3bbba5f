import type { Dimensions, ProductUnit, UnitInput } from '@/api/contract';
import { asApiError } from '@/api/fieldErrors';
import {
  CATALOGUE_MESSAGES,
  isSmallerThanParent,
  isValidCode128,
  unitDimensionsProblem,
  volume,
} from '@/lib/catalogue/rules';
import { messages } from '@/lib/validation/rules';
import { parentQuantityLabel, type PackagingUnit } from './units';

/**
 * The packaging type form (add wizard and edit page). Numbers stay `null` until typed, so "not
 * entered" and 0 differ; the rules are the server's (SPEC §5 and the simulator's item types), so
 * what the form accepts the server accepts too, and its refusals read the same.
 */
export interface TypeFormValues {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  parent_quantity: number | null;
  barcode: string;
}
export type TypeField = keyof TypeFormValues;

/** Where messages go: the three sides share one ('dimensions'), the rest are per field. */
export type TypeErrorKey = 'dimensions' | 'weight' | 'parent_quantity' | 'barcode';
export type TypeErrors = Partial<Record<TypeErrorKey, string>>;

export const EMPTY_TYPE_VALUES: TypeFormValues = {
  length: null,
  width: null,
  height: null,
  weight: null,
  parent_quantity: null,
  barcode: '',
};

/** Where the unit sits in the product's chain. */
export interface UnitPlace {
  unit: PackagingUnit;
  parent: ProductUnit;
  /** The nearest larger unit the product has: it must still hold the new one. */
  holder?: ProductUnit;
  /**
   * Editing: the server rescales the larger units to the new contents, so only adding must keep
   * the holder's item count a whole number of the new unit.
   */
  editing?: boolean;
}

export const TYPE_STEPS = [
  { title: 'Dimensions', keys: ['dimensions', 'weight'] },
  { title: 'Details', keys: ['parent_quantity', 'barcode'] },
  { title: 'Review', keys: [] },
] as const satisfies readonly { title: string; keys: readonly TypeErrorKey[] }[];
export const REVIEW_STEP = TYPE_STEPS.length - 1;

export const stepOfError = (key: TypeErrorKey): number =>
  TYPE_STEPS.findIndex((s) => (s.keys as readonly TypeErrorKey[]).includes(key));

const sides = (v: TypeFormValues) => ({
  length: v.length ?? undefined,
  width: v.width ?? undefined,
  height: v.height ?? undefined,
});

/** Items one unit holds with these values, or null while the quantity is not a whole number ≥ 1. */
export function itemsPerUnit(values: TypeFormValues, place: UnitPlace): number | null {
  const q = values.parent_quantity;
  return q !== null && Number.isInteger(q) && q >= 1 ? place.parent.items_per_unit * q : null;
}

/** m³ of the values, or null while a side is missing. */
export function volumeOf(values: TypeFormValues): number | null {
  const { length, width, height } = values;
  return length && width && height ? volume({ length, width, height }) : null;
}

/** Step 1: the three sides against the parent (and the holder), and the weight. */
export function dimensionsErrors(values: TypeFormValues, place: UnitPlace): TypeErrors {
  const errors: TypeErrors = {};
  const box = sides(values);
  const problem = unitDimensionsProblem(box, place.parent);
  if (problem) errors.dimensions = problem;
  // Sides are all set past the first check; the holder must still take the new unit.
  else if (place.holder && isSmallerThanParent(place.holder, box as Dimensions))
    // The server's own words for this refusal.
    errors.dimensions = `The ${place.holder.unit} type would be smaller than these dimensions`;
  if (values.weight === null) errors.weight = messages.required('Weight');
  else if (!(values.weight > 0)) errors.weight = 'Weight must be greater than 0';
  return errors;
}

/** Step 2: how many parents it holds (a whole number ≥ 1) and the Code 128 barcode. */
export function detailsErrors(values: TypeFormValues, place: UnitPlace): TypeErrors {
  const errors: TypeErrors = {};
  const label = parentQuantityLabel(place.unit, place.parent.unit);
  const q = values.parent_quantity;
  if (q === null) errors.parent_quantity = messages.required(label);
  else if (!Number.isInteger(q)) errors.parent_quantity = `${label} must be an integer`;
  else if (q < 1) errors.parent_quantity = `${label} must be greater than or equal to 1`;
  else if (!place.editing && place.holder) {
    const items = place.parent.items_per_unit * q;
    if (place.holder.items_per_unit % items !== 0)
      errors.parent_quantity = `A ${place.holder.unit} holds ${place.holder.items_per_unit} items, which is not a whole number of ${place.unit} units of ${items}`;
  }
  const barcode = values.barcode.trim();
  if (barcode && !isValidCode128(barcode)) errors.barcode = CATALOGUE_MESSAGES.barcode;
  return errors;
}

/** Every step's messages at once (the review step and the edit page). */
export const allErrors = (values: TypeFormValues, place: UnitPlace): TypeErrors => ({
  ...dimensionsErrors(values, place),
  ...detailsErrors(values, place),
});

/** What POST items/{id}/types and PATCH items/{id}/types/{unit} receive. */
export function toUnitInput(values: TypeFormValues, unit: PackagingUnit): UnitInput {
  return {
    unit,
    length: values.length ?? 0,
    width: values.width ?? 0,
    height: values.height ?? 0,
    weight: values.weight ?? 0,
    parent_quantity: values.parent_quantity ?? 0,
    // Blank: the server gives the unit its default barcode.
    barcode: values.barcode.trim(),
  };
}

/** The edit form's starting values: the unit as the server holds it. */
export function fromUnit(unit: ProductUnit, parent: ProductUnit): TypeFormValues {
  return {
    length: unit.length,
    width: unit.width,
    height: unit.height,
    weight: unit.weight,
    parent_quantity: unit.items_per_unit / parent.items_per_unit,
    barcode: unit.barcode,
  };
}

/** The message a field's value shows under: the three dimensions share one. */
export const ERROR_OF_FIELD: Record<TypeField, TypeErrorKey> = {
  length: 'dimensions',
  width: 'dimensions',
  height: 'dimensions',
  weight: 'weight',
  parent_quantity: 'parent_quantity',
  barcode: 'barcode',
};

/** The server files a refusal under a field's name, or under 'dimensions' for all three. */
const SERVER_KEYS: Record<string, TypeErrorKey> = { ...ERROR_OF_FIELD, dimensions: 'dimensions' };

/**
 * A refusal as the form shows it: a 422's messages on their fields (word for word: 'Invalid
 * Dimensions', 'dimensions are smaller than the parent'), anything else above the form.
 */
export function serverTypeErrors(error: unknown): { errors: TypeErrors; message: string | null } {
  const { fieldErrors, message } = asApiError(error);
  const errors: TypeErrors = {};
  const unplaced: string[] = [];
  for (const [name, list] of Object.entries(fieldErrors ?? {})) {
    const key = SERVER_KEYS[name];
    if (!list[0]) continue;
    if (key) errors[key] ??= list[0];
    else unplaced.push(list[0]);
  }
  const placedAny = Object.keys(errors).length > 0;
  return { errors, message: unplaced[0] ?? (placedAny ? null : message) };
}
