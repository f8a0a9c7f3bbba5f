import { localDay, timezoneOffset } from '../orders/query';
import { fieldMessages } from '@/domain/fields/registry';
import { collectErrors, type FieldErrors } from '../server-rules/fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * A list's `date_from`/`date_to` (YYYY-MM-DD, both ends included), checked like Rails would: a
 * malformed day or a range that ends before it starts is a 422 on its field. Days are the
 * caller's calendar days (X-Timezone-Offset), so a payment at 8 a.m. in Sydney is on that day.
 */
export function readDateRange(url: URL, request: Request, found: ReturnType<typeof collectErrors>) {
  const from = (url.searchParams.get('date_from') ?? '').trim();
  const to = (url.searchParams.get('date_to') ?? '').trim();
  if (from && !isDay(from)) found.add('date_from', 'Date from must be YYYY-MM-DD');
  if (to && !isDay(to)) found.add('date_to', 'Date to must be YYYY-MM-DD');
  if (from && to && isDay(from) && isDay(to) && from > to)
    found.add('date_to', 'Date to must be on or after date from');
  const offset = timezoneOffset(request);
  /** Whether a day (YYYY-MM-DD) or a moment (ISO timestamp) falls in the range. */
  return (value: string): boolean => {
    const day = value.length === 10 ? value : localDay(Date.parse(value), offset);
    return (!from || day >= from) && (!to || day <= to);
  };
}

/** The search words, lower-cased; '' when none. */
export const searchWords = (url: URL) => (url.searchParams.get('query') ?? '').trim().toLowerCase();

/** How a billing list's query reads one of its records. */
export interface ListQueryFields<R> {
  /** The list's one choice parameter (`status`, `type`): its name, label and allowed values. */
  choice: { name: string; label: string; values: readonly string[] };
  /** Whether the record has the chosen value (asked only when one is chosen). */
  hasChoice: (record: R, value: string) => boolean;
  /** The record's day or moment, for the date range. */
  date: (record: R) => string;
  /** The texts the search words are looked for in (any part, any case). */
  texts: (record: R) => string[];
}

/**
 * A billing list's query string: its choice parameter, date_from/date_to and query (the search
 * words). A choice outside the allowed values, or a bad range, is a 422 on its field.
 */
export function readListQuery<R>(
  url: URL,
  request: Request,
  fields: ListQueryFields<R>,
): { filter: (record: R) => boolean } | { errors: FieldErrors } {
  const found = collectErrors();
  const { name, label, values } = fields.choice;
  const chosen = (url.searchParams.get(name) ?? '').trim();
  if (chosen && !values.includes(chosen)) found.add(name, fieldMessages.oneOf(label, values));
  const inRange = readDateRange(url, request, found);
  const problems = found.result();
  if (problems) return { errors: problems };
  const words = searchWords(url);
  return {
    filter: (record) =>
      (!chosen || fields.hasChoice(record, chosen)) &&
      inRange(fields.date(record)) &&
      (!words || fields.texts(record).some((text) => text.toLowerCase().includes(words))),
  };
}
