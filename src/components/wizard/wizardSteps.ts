import { yupToFormErrors, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema, ValidationError } from 'yup';

/**
 * A wizard is declared as its steps and a submit. Each step names the fields it owns (what its
 * Next validates and marks touched, and where a server refusal of one of them sends the person
 * back), the rules that check them, and the body that shows them.
 */
export interface WizardStep<V> {
  title: string;
  /** Top-level form fields shown on this step. */
  fields: readonly string[];
  /**
   * The step's rules: a yup schema over the whole values object, or a function of them. Rules
   * across fields join the field rules with `allOf(schema, rulesSchema(fn))`
   * (domain/validation/rulesSchema): one dialect, no validate function.
   */
  schema?: AnySchema | ((values: V) => AnySchema);
  body: ReactNode;
}

/** The step's errors, keyed as formik keys them; empty when the step may be left forward. */
export async function validateWizardStep<V>(
  step: WizardStep<V>,
  values: V,
): Promise<FormikErrors<V>> {
  const schema = typeof step.schema === 'function' ? step.schema(values) : step.schema;
  if (!schema) return {};
  try {
    // The values as entered: a wizard's '' stays '' (no formik copy in between).
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if ((error as ValidationError)?.name !== 'ValidationError') throw error;
    return yupToFormErrors<V>(error);
  }
}

/** The top-level field a formik or server key is about: 'products[0].quantity' → 'products'. */
export const rootField = (key: string) => key.split(/[.[]/)[0] ?? key;

/** The first step that shows one of `keys`; -1 when none does. */
export function firstStepOf<V>(steps: readonly WizardStep<V>[], keys: readonly string[]): number {
  const roots = new Set(keys.map(rootField));
  return steps.findIndex((s) => s.fields.some((f) => roots.has(f)));
}

/** Marks a step's fields touched, so their messages show. */
export const touchedFor = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, true]));
