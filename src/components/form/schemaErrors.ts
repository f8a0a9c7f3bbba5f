import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnySchema } from 'yup';
import { ENTERED_VALUES } from '@/domain/validation/enteredValues';

/**
 * A kit form's errors by its yup schema, as formik's own `validationSchema` finds them (on its
 * copy of the values whose '' are undefined), with the form's context and the values as entered
 * beside it: the registry's and the simulator's rule functions (rulesSchema) judge those.
 */
export async function schemaErrors<V>(
  schema: AnySchema,
  values: V,
  context: object = {},
): Promise<FormikErrors<V>> {
  try {
    await validateYupSchema(values as object, schema, false, {
      ...context,
      [ENTERED_VALUES]: values,
    });
    return {};
  } catch (error) {
    if ((error as Error)?.name !== 'ValidationError') throw error;
    return yupToFormErrors<V>(error);
  }
}
