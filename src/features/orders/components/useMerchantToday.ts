import { useGetProfileQuery } from '@/features/profile/api';
import { todayIn } from '@/domain/orders/today';

/** The merchant's IANA timezone from their profile; null until it is known. */
export function useMerchantZone(): string | null {
  const profile = useGetProfileQuery();
  return profile.data?.time_zone ?? null;
}

/**
 * Today in the merchant's timezone (their profile's zone; the browser's until it is known), for
 * the ETA rule and its hint. Requests carrying an ETA send the same zone's offset (api.ts), so the
 * server judges against the same day.
 */
export function useMerchantToday(): string {
  return todayIn(useMerchantZone());
}
