import { REPORT_DOWNLOAD_MAX_PER_PAGE, type ReportOption } from '@/domain/contract';
import {
  dayBoundaries,
  eachDay,
  rangeErrors,
  resolveRange,
  todayInZone,
} from '@/domain/reports/dateRange';
import type { OrganisationRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import type { PageParams } from '../server-rules/body';

/**
 * Reading a report's query string the way the server would: every value is checked, and what is
 * wrong is a 422 naming the parameter (`{ from: ['From must be a date (YYYY-MM-DD)'] }`), never
 * silently ignored, so a bad link says why it shows nothing.
 */
export type FieldErrors = Record<string, string[]>;

export class QueryErrors {
  readonly fields: FieldErrors = {};
  add(name: string, message: string) {
    (this.fields[name] ??= []).push(message);
  }
  get any() {
    return Object.keys(this.fields).length > 0;
  }
}

const param = (url: URL, name: string): string | null => {
  const value = url.searchParams.get(name)?.trim();
  return value ? value : null;
};

/** An enumerated value; absent → null. */
export function oneOf<T extends string>(
  url: URL,
  name: string,
  allowed: readonly T[],
  label: string,
  errors: QueryErrors,
): T | null {
  const value = param(url, name);
  if (value === null) return null;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  errors.add(name, `${label} must be one of: ${allowed.join(', ')}`);
  return null;
}

/** The id of one of the options (a warehouse, a category of the organisation); absent → null. */
export function optionId(
  url: URL,
  name: string,
  options: readonly ReportOption[],
  label: string,
  errors: QueryErrors,
): number | null {
  const value = param(url, name);
  if (value === null) return null;
  const id = Number(value);
  if (options.some((o) => o.id === id)) return id;
  errors.add(name, `${label} is not one of this organisation's`);
  return null;
}

/** `true` or `false`; absent → false. */
export function flag(url: URL, name: string, label: string, errors: QueryErrors): boolean {
  const value = param(url, name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  errors.add(name, `${label} must be true or false`);
  return false;
}

/** The search text, lower-cased; '' when none. */
export const searchText = (url: URL) => (param(url, 'query') ?? '').toLowerCase();

/** `sort=field` or `-field` among the report's sorts; absent → null. */
export function sortOf<T extends string>(
  url: URL,
  sorts: readonly T[],
  errors: QueryErrors,
): { field: T; descending: boolean } | null {
  const value = param(url, 'sort');
  if (value === null) return null;
  const field = value.replace(/^-/, '');
  if (!(sorts as readonly string[]).includes(field)) {
    errors.add('sort', `Sort must be one of: ${sorts.join(', ')}`);
    return null;
  }
  return { field: field as T, descending: value.startsWith('-') };
}

/** Sorts rows by a numeric or text field; ties keep the report's own order (stable sort). */
export function sortRows<T>(rows: T[], sort: { field: string; descending: boolean } | null): T[] {
  if (!sort) return rows;
  const value = (row: T) => (row as Record<string, unknown>)[sort.field];
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x ?? '').localeCompare(String(y ?? ''));
    return sign * order;
  });
}

export interface ReportRange {
  from: string;
  to: string;
  days: string[];
  /** Where each merchant day starts (ms), plus the end of the last (dayBoundaries). */
  boundaries: number[];
}

/** The date range in the merchant's zone: default the last `defaultDays` days. */
export function rangeOf(
  url: URL,
  zone: string | null | undefined,
  now: number,
  defaultDays: number,
  errors: QueryErrors,
): ReportRange | null {
  const from = param(url, 'from');
  const to = param(url, 'to');
  const wrong = rangeErrors(from, to);
  if (wrong) {
    for (const [name, messages] of Object.entries(wrong))
      for (const message of messages) errors.add(name, message);
    return null;
  }
  const range = resolveRange(from, to, todayInZone(zone, now), defaultDays);
  const days = eachDay(range.from, range.to);
  return { ...range, days, boundaries: dayBoundaries(days, zone) };
}

/** The organisation's warehouses, by name. */
export function warehouseOptions(store: SimulatorStore, organisation: OrganisationRecord) {
  return store.warehouses
    .filter((w) => w.organisation_id === organisation.id)
    .map((w) => ({ id: w.id, name: w.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What a report over a date range answers from: the store, whose report it is, its query, the
 * merchant's time zone and the time.
 */
export interface DatedReportRequest {
  store: SimulatorStore;
  organisation: OrganisationRecord;
  url: URL;
  zone: string | null | undefined;
  now: number;
}

/**
 * What every dated report reads first: its date range (default the last `defaultDays` days) and
 * the warehouses it may be filtered by; `errors` collects what is wrong with the query.
 */
export function datedQuery(
  { store, organisation, url, zone, now }: DatedReportRequest,
  defaultDays: number,
) {
  const errors = new QueryErrors();
  const options = { warehouses: warehouseOptions(store, organisation) };
  const range = rangeOf(url, zone, now, defaultDays, errors);
  return { errors, options, range };
}

/**
 * A /download page: like any page, but up to REPORT_DOWNLOAD_MAX_PER_PAGE rows (default that
 * many), so all records come in a few requests the portal can count.
 */
export function downloadPageParams(url: URL): PageParams {
  const int = (name: string, fallback: number) => {
    const n = Number.parseInt(url.searchParams.get(name) ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    page: int('page', 1),
    perPage: Math.min(int('per_page', REPORT_DOWNLOAD_MAX_PER_PAGE), REPORT_DOWNLOAD_MAX_PER_PAGE),
  };
}
