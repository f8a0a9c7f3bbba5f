import { Formik, type FormikConfig, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { FormFrameProvider } from './FormField';
import { schemaErrors } from './schemaErrors';

type Labels = Readonly<Record<string, string>>;

/** What every kit form (EditForm, ActionForm, DialogForm) holds its values with. */
export interface KitFormValues<V extends FormikValues> {
  /** The prefix of its control ids, unique on the page. */
  idPrefix: string;
  initialValues: V;
  /** Labels by field name; a function when rows come and go with the values. */
  labels: Labels | ((values: V) => Labels);
  /**
   * The form's rules: one yup schema, built from the resource's registry (registrySchema) or its
   * shared rule functions (rulesSchema), or written beside a form that has neither. No validate
   * function: one dialect, so the form, the CSV import and the simulator cannot disagree.
   */
  validationSchema?: AnySchema;
  /** What the schema's rules read besides the values (the product's masked fields). */
  validationContext?: object;
}

/** The labels a form shows for these values. */
export const labelsFor =
  <V extends FormikValues>(labels: KitFormValues<V>['labels']) =>
  (values: V): Labels =>
    typeof labels === 'function' ? labels(values) : labels;

/**
 * formik inside the kit's frame: the fields read their ids, labels and masked state from it.
 * `onSubmit` is the kit's submit (useFormSubmit).
 */
export function KitFormik<V extends FormikValues>({
  idPrefix,
  initialValues,
  labels,
  validationSchema,
  validationContext,
  masked,
  onSubmit,
  children,
}: KitFormValues<V> & {
  masked?: readonly string[];
  onSubmit: FormikConfig<V>['onSubmit'];
  children: ReactNode;
}) {
  return (
    <Formik
      initialValues={initialValues}
      validate={
        validationSchema &&
        ((values: V) => schemaErrors(validationSchema, values, validationContext))
      }
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <FormFrameProvider idPrefix={idPrefix} labels={labelsFor(labels)(values)} masked={masked}>
          {children}
        </FormFrameProvider>
      )}
    </Formik>
  );
}
