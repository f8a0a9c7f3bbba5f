import { currentLocation } from '@/core/navigation/navigator';

/**
 * Where a submit started. A write can finish after the merchant has left (Cancel, Back, a link):
 * its success navigation happens only while the location is still this one, so a finished write
 * never pulls anyone away from where they have gone since.
 */
export function submitOrigin(): { stillHere: () => boolean } {
  const start = currentLocation();
  return {
    stillHere: () => {
      const now = currentLocation();
      return now.pathname === start.pathname && now.search === start.search;
    },
  };
}
