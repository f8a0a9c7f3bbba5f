import { useCallback } from 'react';
import { isValidSku } from '@/lib/catalogue/rules';
import { useCheckBundleSkuQuery, useLazyCheckBundleSkuQuery } from '../api';
import { useDebouncedValue } from './useDebouncedValue';

export const SKU_CHECK_DEBOUNCE_MS = 400;
export const SKU_TAKEN_MESSAGE = 'SKU has already been taken';
export const SKU_CHECKING_MESSAGE = 'Checking availability…';
export const SKU_CHECK_FAILED_MESSAGE =
  "We couldn't check this SKU just now; it is checked again when you save.";

export interface SkuCheckState {
  status: 'idle' | 'checking' | 'unique' | 'taken' | 'unknown';
  message: string | null;
  /** Checks now (or reuses the answer) and resolves to the taken message, null when free. */
  ensure: () => Promise<string | null>;
}

/**
 * Asks items/validate-uniqueness whether the SKU is free while the person types (SKUs are unique
 * across products and bundles). `keep` is the bundle's own SKU on edit: keeping it needs no check.
 * A failed check blocks nothing: the server checks again on save.
 */
export function useSkuCheck(sku: string, keep: string | null = null): SkuCheckState {
  const value = sku.trim();
  const enabled = value !== '' && isValidSku(value) && value !== keep;
  const settled = useDebouncedValue(value, SKU_CHECK_DEBOUNCE_MS);
  const answer = useCheckBundleSkuQuery({ sku: settled }, { skip: !enabled || settled !== value });
  const [check] = useLazyCheckBundleSkuQuery();

  const ensure = useCallback(async () => {
    if (!enabled) return null;
    try {
      const result = await check({ sku: value }, true).unwrap();
      return result.unique ? null : result.message || SKU_TAKEN_MESSAGE;
    } catch {
      return null;
    }
  }, [check, enabled, value]);

  if (!enabled) return { status: 'idle', message: null, ensure };
  if (settled !== value || answer.isFetching || answer.isUninitialized)
    return { status: 'checking', message: null, ensure };
  if (answer.isError || !answer.data) return { status: 'unknown', message: null, ensure };
  return answer.data.unique
    ? { status: 'unique', message: null, ensure }
    : { status: 'taken', message: answer.data.message || SKU_TAKEN_MESSAGE, ensure };
}
