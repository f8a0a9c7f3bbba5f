/**
 * Dates and moments as the portal shows them, one shape each, in the viewer's own clock:
 *
 * | what                         | shape                 | function              |
 * | ---------------------------- | --------------------- | --------------------- |
 * | a calendar day               | '3 Nov 2026'          | `formatDate`          |
 * | a moment                     | '3 Nov 2026, 14:05'   | `formatDateTime`      |
 * | a near day (cards, axes)     | '3 Nov'               | `formatShortDate`     |
 * | a near moment                | '3 Nov, 14:05'        | `formatShortDateTime` |
 * | a day of a daily report      | 'Tue 3 Nov 2026'      | `formatWeekday`       |
 * | a month                      | 'Nov 2026'            | `formatMonth`         |
 *
 * Rules: English three-letter months ('Sep', never 'Sept'); a 24-hour clock with two-digit
 * minutes; a date-only value ('2026-11-03') is that calendar day, never midnight UTC moved into
 * another day; a missing or unreadable value is shown as '—'.
 *
 * No dayjs here, so the smallest pages (the dashboard) can use it too. The wire's ISO day
 * ('2026-11-03') is `isoDay` in ./isoDay.
 */

/** What a date is given as: an ISO string from the server, a Date, or epoch milliseconds. */
export type DateInput = string | number | Date;

/** Shown for a date that is missing or cannot be read. */
export const NO_DATE = '—';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local Date of a value, or null. A date-only string is local midnight of that day. */
export function toLocalDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]}`;
const time = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;

const shape =
  (write: (d: Date) => string) =>
  (value: DateInput | null | undefined): string => {
    const date = toLocalDate(value);
    return date ? write(date) : NO_DATE;
  };

/** '3 Nov 2026' */
export const formatDate = shape((d) => `${day(d)} ${d.getFullYear()}`);
/** '3 Nov 2026, 14:05' */
export const formatDateTime = shape((d) => `${day(d)} ${d.getFullYear()}, ${time(d)}`);
/** '3 Nov' */
export const formatShortDate = shape(day);
/** '3 Nov, 14:05' */
export const formatShortDateTime = shape((d) => `${day(d)}, ${time(d)}`);
/** 'Tue 3 Nov 2026' */
export const formatWeekday = shape((d) => `${WEEKDAYS[d.getDay()]} ${day(d)} ${d.getFullYear()}`);
/** 'Nov 2026' */
export const formatMonth = shape((d) => `${MONTHS[d.getMonth()]} ${d.getFullYear()}`);
