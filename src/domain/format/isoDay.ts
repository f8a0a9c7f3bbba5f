import dayjs, { type Dayjs } from 'dayjs';

/**
 * A calendar day as the API and files write it: 'YYYY-MM-DD' (query filters, CSV cells, day
 * keys). A Dayjs is written in its own zone (a `.tz(zone)` day stays that zone's day); a string or
 * Date is read in the viewer's clock. '' for a value that is not a date.
 */
export function isoDay(value: Dayjs | Date | string | number): string {
  const day = dayjs.isDayjs(value) ? value : dayjs(value);
  return day.isValid() ? day.format(ISO_DAY) : '';
}

/** The ISO day's pattern, for a date picker that reads and writes the wire's days. */
export const ISO_DAY = 'YYYY-MM-DD';
