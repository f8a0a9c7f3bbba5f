import { useCallback } from 'react';
import { isValidSku } from '@/lib/catalogue/rules';
import { useUniquenessCheck, type UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useLazyCheckBundleSkuQuery } from '../api';

export const SKU_TAKEN_MESSAGE = 'SKU has already been taken';
export const SKU_CHECKING_MESSAGE = 'Checking availability…';
export const SKU_CHECK_FAILED_MESSAGE =
  "We couldn't check this SKU just now; it is checked again when you save.";

export type SkuCheckState = UniquenessCheck;

/**
 * Asks items/validate-uniqueness whether the SKU is free while the person types (SKUs are unique
 * across products and bundles). `keep` is the bundle's own SKU on edit: keeping it needs no check.
 */
export function useSkuCheck(sku: string, keep: string | null = null): SkuCheckState {
  const value = sku.trim();
  const enabled = value !== '' && isValidSku(value) && value !== keep;
  const [trigger] = useLazyCheckBundleSkuQuery();
  // Cached answers are fine: the server checks again on save.
  const check = useCallback(
    (candidate: string) => trigger({ sku: candidate }, true).unwrap(),
    [trigger],
  );
  return useUniquenessCheck(value, enabled, check, SKU_TAKEN_MESSAGE);
}
