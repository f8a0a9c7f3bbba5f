import { useCallback } from 'react';
import { isValidSku } from '@/lib/catalogue/rules';
import { useUniquenessCheck, type UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useLazyCheckSkuUniqueQuery } from '../api';

export const SKU_TAKEN_MESSAGE = 'SKU has already been taken';
export const SKU_CHECKING_MESSAGE = 'Checking the SKU…';
export const SKU_CHECK_FAILED_MESSAGE =
  "We couldn't check this SKU just now. We'll check again when you save.";

/** idle: nothing to ask (blank, malformed, or the product's own SKU). */
export type SkuCheck = UniquenessCheck;

/**
 * Asks items/validate-uniqueness whether the SKU is free while the person types. On the edit page
 * `excludeId` leaves the product itself out, and keeping `ownSku` needs no check at all.
 */
export function useSkuCheck(
  sku: string,
  options: { excludeId?: number; ownSku?: string } = {},
): SkuCheck {
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
  return useUniquenessCheck(value, enabled, check, SKU_TAKEN_MESSAGE);
}
