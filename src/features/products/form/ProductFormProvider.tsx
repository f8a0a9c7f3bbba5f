import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { ProductFormContext, type ProductFormState } from './ProductFormContext';
import type { ServerFieldErrors } from './serverErrors';
import { useSkuCheck } from './useSkuCheck';
import type { ProductField, ProductFormValues } from './values';

interface ProductFormProviderProps {
  idPrefix: string;
  serverErrors: ServerFieldErrors;
  masked?: ProductField[];
  /** Editing: the product's own SKU is not "taken", and the check leaves the product out. */
  editing?: { id: number; sku: string };
  children: ReactNode;
}

/** Inside <Formik>: gives the sections the live SKU check, the server's errors and the masks. */
export function ProductFormProvider({
  idPrefix,
  serverErrors,
  masked,
  editing,
  children,
}: ProductFormProviderProps) {
  const { values } = useFormikContext<ProductFormValues>();
  const skuCheck = useSkuCheck(values.sku, { excludeId: editing?.id, ownSku: editing?.sku });
  const state: ProductFormState = { idPrefix, serverErrors, skuCheck, masked: masked ?? [] };
  return <ProductFormContext.Provider value={state}>{children}</ProductFormContext.Provider>;
}
