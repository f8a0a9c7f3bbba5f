import dayjs from 'dayjs';
import { isoDay } from '@/domain/format/isoDay';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The date ranges of the reports, shared by the portal (defaults, the range picker) and the
 * simulator (validation): days are YYYY-MM-DD in the merchant's time zone, both ends included.
 */

/** The longest range a report covers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

/** Days a report covers when the URL names no range. */
export const DEFAULT_RANGE_DAYS = { stockMovement: 30, costAnalysis: 90 } as const;

export const RANGE_MESSAGES = {
  notADate: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  reversed: 'To must be on or after From',
  tooLong: `The range can be at most ${MAX_RANGE_DAYS} days`,
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  return DAY_PATTERN.test(text) && isoDay(dayjs.utc(text)) === text;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;
}

/** The day `days` before or after an ISO day. */
export const shiftDay = (day: string, days: number): string =>
  isoDay(dayjs.utc(day).add(days, 'day'));

/** The last `days` days ending with `today`, both included. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

export type RangeErrors = Partial<Record<'from' | 'to', string[]>>;

/**
 * What is wrong with a range as the URL or a request gives it (either end may be missing: the
 * default fills it), or null when it is usable.
 */
export function rangeErrors(from: string | null, to: string | null): RangeErrors | null {
  const errors: RangeErrors = {};
  if (from !== null && !isIsoDay(from)) errors.from = [RANGE_MESSAGES.notADate('From')];
  if (to !== null && !isIsoDay(to)) errors.to = [RANGE_MESSAGES.notADate('To')];
  if (errors.from || errors.to) return errors;
  if (from !== null && to !== null) {
    if (from > to) return { to: [RANGE_MESSAGES.reversed] };
    if (daysInRange(from, to) > MAX_RANGE_DAYS) return { to: [RANGE_MESSAGES.tooLong] };
  }
  return null;
}

/**
 * The range asked for, a missing end filled from the default: no `to` → today (or `from` + the
 * default length when that is earlier); no `from` → `to` minus the default length.
 */
export function resolveRange(
  from: string | null,
  to: string | null,
  today: string,
  defaultDays: number,
): { from: string; to: string } {
  if (from && to) return { from, to };
  if (to) return { from: shiftDay(to, -(defaultDays - 1)), to };
  if (from) {
    const end = shiftDay(from, defaultDays - 1);
    return { from, to: end < today ? end : today < from ? from : today };
  }
  return lastDays(today, defaultDays);
}

/** Every day of a range, oldest first. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** Today (YYYY-MM-DD) in the zone; UTC when the zone is missing or unknown. */
export function todayInZone(zone: string | null | undefined, now: number): string {
  return isoDay(startOfDayIn(zone, now));
}

function startOfDayIn(zone: string | null | undefined, now: number) {
  try {
    if (zone) return dayjs(now).tz(zone);
  } catch {
    // An unknown zone: fall through to UTC.
  }
  return dayjs.utc(now);
}

/**
 * The instant (ms) each day of the range starts in the zone, plus the end of the last day: a
 * record's instant is placed in its merchant day by binary search, one zone conversion per day
 * rather than per record (a range holds tens of thousands of movements).
 */
export function dayBoundaries(days: readonly string[], zone: string | null | undefined): number[] {
  const startOf = (day: string) => {
    try {
      if (zone) return dayjs.tz(day, zone).valueOf();
    } catch {
      // Unknown zone: UTC days.
    }
    return dayjs.utc(day).valueOf();
  };
  const last = days[days.length - 1];
  return [...days.map(startOf), ...(last ? [startOf(shiftDay(last, 1))] : [])];
}

/** The index of the day holding `at` (boundaries from dayBoundaries), or -1 outside the range. */
export function dayIndexOf(boundaries: readonly number[], at: number): number {
  if (boundaries.length < 2 || at < boundaries[0]! || at >= boundaries[boundaries.length - 1]!)
    return -1;
  let low = 0;
  let high = boundaries.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (boundaries[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
