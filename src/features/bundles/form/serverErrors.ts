import { toFormStatus } from '@/components/form/serverErrors';

/** The form field a server key belongs to: 'products[0].quantity' and 'products.0' → 'products'. */
export const rootField = (key: string) => key.split(/[.[]/)[0] ?? key;

/** A failed bundle save as formik status; nested server keys land on their top-level field. */
export const toBundleFormStatus = (
  error: unknown,
  labels: Readonly<Record<string, string>>,
  values: object,
) => toFormStatus(error, labels, values, rootField);
