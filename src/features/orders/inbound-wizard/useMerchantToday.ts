import { useGetProfileQuery } from '@/features/profile/api';
import { todayIn } from './today';

/**
 * Today in the merchant's timezone (their profile's zone; the browser's until it is known), for
 * the ETA rule and its hint.
 */
export function useMerchantToday(): string {
  const profile = useGetProfileQuery();
  return todayIn(profile.data?.time_zone);
}
