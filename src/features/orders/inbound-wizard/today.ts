import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Today (YYYY-MM-DD) in the merchant's own timezone (their profile's IANA zone), so an ETA of
 * 'today' is accepted whatever the browser's clock zone; the browser's zone when none is known
 * or the zone is not one the runtime knows.
 */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  if (zone) {
    try {
      return dayjs(now).tz(zone).format('YYYY-MM-DD');
    } catch {
      // An unknown zone falls through to the browser's own.
    }
  }
  return dayjs(now).format('YYYY-MM-DD');
}
