import { rulesSchema } from '@/domain/validation/rulesSchema';
import {
  allErrors,
  detailsErrors,
  dimensionsErrors,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';

/**
 * The type form's rules as yup schemas: the rule functions of typeForm.ts (the sides' shared
 * message under 'dimensions', the server's words for the holder), asked per step or all at once.
 */
export const dimensionsSchema = (place: UnitPlace) =>
  rulesSchema((values: TypeFormValues) => dimensionsErrors(values, place));

export const detailsSchema = (place: UnitPlace) =>
  rulesSchema((values: TypeFormValues) => detailsErrors(values, place));

/** Every step's rules at once: the edit page. */
export const typeSchema = (place: UnitPlace) =>
  rulesSchema((values: TypeFormValues) => allErrors(values, place));
