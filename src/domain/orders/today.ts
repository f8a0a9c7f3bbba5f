import dayjs from 'dayjs';
import { isoDay } from '@/domain/format/isoDay';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone as dayjs knows it, or null when it is missing or not one the runtime knows. */
function inZone(zone: string | null | undefined, now: Date) {
  if (!zone) return null;
  try {
    return dayjs(now).tz(zone);
  } catch {
    return null;
  }
}

/**
 * Today (YYYY-MM-DD) in the merchant's own timezone (their profile's IANA zone), so an ETA of
 * 'today' is accepted whatever the browser's clock zone; the browser's zone when none is known
 * or the zone is not one the runtime knows.
 */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  return isoDay(inZone(zone, now) ?? dayjs(now));
}

/**
 * The zone's offset from UTC at `now`, in minutes east (what X-Timezone-Offset carries), or null
 * when the zone is unknown (the request then keeps the browser's own offset, which is also the
 * calendar todayIn falls back to). Sent with a request that carries an ETA, the server's 'today'
 * is the same day as todayIn(zone) at that moment.
 */
export function zoneOffsetMinutes(
  zone: string | null | undefined,
  now: Date = new Date(),
): number | null {
  return inZone(zone, now)?.utcOffset() ?? null;
}
