import { useFormikContext } from 'formik';
import { createContext, useContext } from 'react';
import type { ServerFieldErrors } from './serverErrors';
import type { SkuCheck } from './useSkuCheck';
import type { ProductField, ProductFormValues } from './values';

/** What the product form knows beyond formik: the server's answers and what it masked. */
export interface ProductFormState {
  /** id prefix, so two forms on a page never share ids. */
  idPrefix: string;
  serverErrors: ServerFieldErrors;
  skuCheck: SkuCheck;
  /** Fields the server masked for this role ('***'): shown, not editable. */
  masked: ProductField[];
}

export const ProductFormContext = createContext<ProductFormState | null>(null);

export function useProductForm(): ProductFormState {
  const state = useContext(ProductFormContext);
  if (!state) throw new Error('useProductForm must be used inside a product form');
  return state;
}

/** The message a field shows: the form's rule once touched, else the server's last answer. */
export function useFieldMessage(name: ProductField): string | undefined {
  const { values, errors, touched } = useFormikContext<ProductFormValues>();
  const { serverErrors, skuCheck } = useProductForm();
  const own = touched[name] ? (errors[name] as string | undefined) : undefined;
  const server = serverErrors[name];
  const fromServer =
    server && JSON.stringify(server.value) === JSON.stringify(values[name])
      ? server.message
      : undefined;
  const taken =
    name === 'sku' && skuCheck.status === 'taken' ? (skuCheck.message ?? undefined) : undefined;
  return own ?? fromServer ?? taken;
}
