import { useCallback } from 'react';
import { useLazyCheckSkuUniqueQuery } from '@/api/skuUniqueness';
import { CATALOGUE_MESSAGES, isValidSku } from '@/domain/catalogue/rules';
import { useUniquenessCheck, type UniquenessCheck } from './useUniquenessCheck';

export const SKU_CHECKING_MESSAGE = 'Checking the SKU…';
export const SKU_CHECK_FAILED_MESSAGE =
  "We couldn't check this SKU just now. We'll check again when you save.";

export interface SkuCheckOptions {
  /** On an edit page: the record itself is left out of the check. */
  excludeId?: number;
  /** The record's own SKU: keeping it needs no check. */
  ownSku?: string | null;
}

/**
 * Asks the server whether the SKU is free while the person types (products and bundles share
 * one SKU space). idle: nothing to ask (blank, malformed, or the record's own SKU).
 */
export function useSkuCheck(sku: string, options: SkuCheckOptions = {}): UniquenessCheck {
  const { excludeId, ownSku } = options;
  const value = sku.trim();
  const enabled = value !== '' && isValidSku(value) && value !== ownSku;
  const [trigger] = useLazyCheckSkuUniqueQuery();
  const check = useCallback(
    (candidate: string) =>
      trigger({
        sku: candidate,
        ...(excludeId === undefined ? {} : { exclude_id: excludeId }),
      }).unwrap(),
    [trigger, excludeId],
  );
  return useUniquenessCheck(value, enabled, check, CATALOGUE_MESSAGES.skuTaken);
}
