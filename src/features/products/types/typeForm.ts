import type { Dimensions, ProductUnit, UnitInput } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import {
  CATALOGUE_MESSAGES,
  isSmallerThanParent,
  isValidCode128,
  unitDimensionsProblem,
  volume,
} from '@/domain/catalogue/rules';
import { UNIT_FIELDS as U } from '@/domain/catalogue/productFields';
import { fieldMessages } from '@/domain/fields/registry';
import { parentQuantityLabel, UNIT_NAMES } from '@/domain/format';
import { type PackagingUnit } from './units';

/**
 * The packaging type form (add wizard and edit page). Numbers stay `null` until typed, so "not
 * entered" and 0 differ; the rules and labels are the server's (the unit field registry and
 * domain/catalogue/rules, which the simulator's item types read too), so what the form accepts the
 * server accepts too, and its refusals read the same.
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

/**
 * The add wizard's steps and the fields each owns. The three sides share one message, kept under
 * 'dimensions' (no control of its own): it belongs to the Dimensions step.
 */
export const TYPE_STEPS = [
  { title: 'Dimensions', fields: ['length', 'width', 'height', 'dimensions', 'weight'] },
  { title: 'Details', fields: ['parent_quantity', 'barcode'] },
  { title: 'Review', fields: [] },
] as const satisfies readonly { title: string; fields: readonly (TypeField | TypeErrorKey)[] }[];

/** The form's labels: the sides and weight with their units, the quantity by the units it counts. */
export function typeLabels(place: UnitPlace): Record<TypeField, string> {
  return {
    length: `${U.length.label} (cm)`,
    width: `${U.width.label} (cm)`,
    height: `${U.height.label} (cm)`,
    weight: `${U.weight.label} (kg)`,
    parent_quantity: parentQuantityLabel(place.unit, place.parent.unit),
    barcode: U.barcode.label,
  };
}

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
  if (values.weight === null) errors.weight = fieldMessages.required(U.weight.label);
  else if (!(values.weight > 0)) errors.weight = fieldMessages.greaterThan(U.weight.label, 0);
  return errors;
}

/** Step 2: how many parents it holds (a whole number ≥ 1) and the Code 128 barcode. */
export function detailsErrors(values: TypeFormValues, place: UnitPlace): TypeErrors {
  const errors: TypeErrors = {};
  const label = parentQuantityLabel(place.unit, place.parent.unit);
  const q = values.parent_quantity;
  const least = U.parent_quantity.min;
  if (q === null) errors.parent_quantity = fieldMessages.required(label);
  else if (!Number.isInteger(q)) errors.parent_quantity = fieldMessages.integer(label);
  else if (q < least) errors.parent_quantity = fieldMessages.atLeast(label, least);
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

/** The sides' shared message, from the rules (formik) or the server. */
export const DIMENSIONS_KEY = 'dimensions';
const SIDES = ['length', 'width', 'height'] as const;
const DIMENSION_KEYS = new Set<string>([DIMENSIONS_KEY, ...SIDES]);

/** The three sides as one value: a refusal of them holds until one of them changes. */
export const sidesSnapshot = (values: TypeFormValues) =>
  JSON.stringify(SIDES.map((side) => values[side]));

/**
 * A refusal as the form shows it (formik status): a 422's messages on their fields, word for
 * word for the sides ('Invalid Dimensions', 'dimensions are smaller than the parent'), whatever
 * no field takes (a type the product already has) above the form, and anything else there too.
 */
export function typeFormStatus(
  error: unknown,
  values: TypeFormValues,
  labels: Readonly<Record<TypeField, string>>,
): FormStatus {
  const refusal = asApiError(error);
  const entries = Object.entries(refusal.fieldErrors ?? {}).filter(([, list]) => list[0]);
  const sides = entries.find(([key]) => DIMENSION_KEYS.has(key))?.[1][0];
  const others = entries.filter(([key]) => !DIMENSION_KEYS.has(key));
  const placed = toFormStatus(
    { ...refusal, fieldErrors: Object.fromEntries(others) },
    labels,
    values,
  ).serverErrors;
  const serverErrors = {
    ...placed,
    ...(sides ? { [DIMENSIONS_KEY]: { message: sides, value: sidesSnapshot(values) } } : {}),
  };
  const unplaced = others.find(([key]) => !(key in labels))?.[1][0];
  const placedAny = Object.keys(serverErrors).length > 0;
  return {
    ...(placedAny ? { serverErrors } : {}),
    ...(unplaced || !placedAny ? { formError: unplaced ?? refusal.message } : {}),
  };
}

/** The toast once a type is added: 'Carton type added'. */
export const typeAddedMessage = (place: UnitPlace) => `${UNIT_NAMES[place.unit].label} type added`;
