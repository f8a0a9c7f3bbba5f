import { Formik, type FormikConfig, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormFrameProvider } from './FormField';

type Labels = Readonly<Record<string, string>>;

/** What every kit form (EditForm, ActionForm, DialogForm) holds its values with. */
export interface KitFormValues<V extends FormikValues> {
  /** The prefix of its control ids, unique on the page. */
  idPrefix: string;
  initialValues: V;
  /** Labels by field name; a function when rows come and go with the values. */
  labels: Labels | ((values: V) => Labels);
  /** Each form keeps its own rules: a yup schema, or a validate function (formik's own props). */
  validationSchema?: FormikConfig<V>['validationSchema'];
  validate?: FormikConfig<V>['validate'];
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
  validate,
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
      validationSchema={validationSchema}
      validate={validate}
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
