import * as yup from 'yup';
import type { FieldRegistry } from '../fields/registry';
import { fieldProblem } from '@/domain/validation/fieldProblem';

/**
 * A yup schema that asks each field the registry's own question (fieldProblem), so the form and
 * the simulator's 422s give the same answer in the same words.
 */
export function registrySchema(registry: FieldRegistry) {
  return yup.object(
    Object.fromEntries(
      Object.entries(registry).map(([field, def]) => [
        field,
        yup.mixed().test(field, (value, ctx) => {
          const problem = fieldProblem(def, value);
          return problem ? ctx.createError({ message: problem }) : true;
        }),
      ]),
    ),
  );
}
