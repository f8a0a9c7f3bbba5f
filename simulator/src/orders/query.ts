import {
  ADDRESS_VALIDATIONS,
  HEADER_TIMEZONE_OFFSET,
  ORDER_SORTS,
  ORDER_SOURCES,
  ORDER_SUB_TYPES,
  type OrderDirection,
} from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import { STATUSES_OF } from '@/domain/orders/status';
import type { OrderRecord } from '../db/schema';
import { collectErrors, type FieldErrors } from '../server-rules/fields';
import { statusesOf } from './views';

/**
 * The order lists' query string (GET bookings, bookings/outbounds, bookings/inbounds): every
 * filter of the contract, checked like Rails would (an unknown value is a 422 on its field),
 * then applied to the organisation's orders. Dates are the caller's calendar days (the
 * X-Timezone-Offset header, minutes east of UTC), both ends included.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The caller's offset from UTC in minutes (east positive); 0 when absent or malformed. */
export function timezoneOffset(request: Request): number {
  const n = Number(request.headers.get(HEADER_TIMEZONE_OFFSET));
  return Number.isFinite(n) && Math.abs(n) <= 14 * 60 ? n : 0;
}

/** The caller's calendar day (YYYY-MM-DD) of a moment. */
export const localDay = (ms: number, offsetMinutes: number) =>
  new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);

export interface OrderQuery {
  filter: (order: OrderRecord) => boolean;
  compare: (a: OrderRecord, b: OrderRecord) => number;
}

export function readOrderQuery(
  url: URL,
  request: Request,
  fixedType: OrderDirection | null,
): { query: OrderQuery } | { errors: FieldErrors } {
  const q = url.searchParams;
  const found = collectErrors();
  const oneOf = (field: string, label: string, values: string[], allowed: readonly string[]) => {
    if (values.some((v) => !allowed.includes(v)))
      found.add(field, fieldMessages.oneOf(label, allowed));
  };
  const typeParam = q.get('type') ?? '';
  if (typeParam && !fixedType) oneOf('type', 'Type', [typeParam], ['outbound', 'inbound']);
  const type: OrderDirection | null =
    fixedType ?? (typeParam === 'outbound' || typeParam === 'inbound' ? typeParam : null);
  const statuses = list(q.get('status'));
  oneOf('status', 'Status', statuses, statusesOf(type));
  const subTypes = list(q.get('sub_type'));
  oneOf('sub_type', 'Order type', subTypes, ORDER_SUB_TYPES);
  const countries = list(q.get('country')).map((c) => c.toUpperCase());
  if (countries.some((c) => !/^[A-Z]{2}$/.test(c)))
    found.add('country', 'Country must be ISO 3166 alpha-2 codes');
  const validation = list(q.get('address_validation'));
  oneOf('address_validation', 'Address validation', validation, ADDRESS_VALIDATIONS);
  const sources = list(q.get('source'));
  oneOf('source', 'Sub type', sources, ORDER_SOURCES);
  const warehouseRaw = q.get('warehouse_id') ?? '';
  const warehouses = list(warehouseRaw).map(Number);
  if (warehouses.some((n) => !Number.isInteger(n) || n <= 0))
    found.add('warehouse_id', fieldMessages.integer('Location'));
  const from = q.get('created_from') ?? '';
  const to = q.get('created_to') ?? '';
  if (from && !DATE.test(from)) found.add('created_from', 'Created from must be YYYY-MM-DD');
  if (to && !DATE.test(to)) found.add('created_to', 'Created to must be YYYY-MM-DD');
  if (from && to && DATE.test(from) && DATE.test(to) && from > to)
    found.add('created_to', 'Created to must be on or after created from');
  const sortRaw = q.get('sort') ?? '';
  const sortKey = sortRaw.replace(/^-/, '');
  if (sortRaw && !(ORDER_SORTS as readonly string[]).includes(sortKey))
    found.add('sort', fieldMessages.oneOf('Sort', ORDER_SORTS));
  const problems = found.result();
  if (problems) return { errors: problems };

  const offset = timezoneOffset(request);
  const words = (q.get('query') ?? q.get('q') ?? '').trim().toLowerCase();
  const method = list(q.get('shipping_method'));
  const carrier = (q.get('carrier') ?? '').trim().toLowerCase();
  const tracking = (q.get('tracking_number') ?? '').trim().toLowerCase();
  const allowed = new Set(type ? STATUSES_OF[type] : statusesOf(null));
  const filter = (o: OrderRecord) => {
    if (type && o.type !== type) return false;
    if (!allowed.has(o.status)) return false;
    if (statuses.length && !statuses.includes(o.status)) return false;
    if (subTypes.length && !subTypes.includes(o.sub_type)) return false;
    if (countries.length && !countries.includes(o.country_iso2)) return false;
    if (validation.length && !validation.includes(o.address_validation)) return false;
    if (sources.length && !sources.includes(o.source)) return false;
    if (warehouses.length && !warehouses.includes(o.warehouse_id)) return false;
    if (method.length && !method.includes(o.shipping_method ?? '')) return false;
    if (carrier && (o.carrier ?? '').toLowerCase() !== carrier) return false;
    if (tracking && !(o.tracking_id ?? '').toLowerCase().includes(tracking)) return false;
    if (from || to) {
      const day = localDay(Date.parse(o.created_at), offset);
      if (from && day < from) return false;
      if (to && day > to) return false;
    }
    if (
      words &&
      !o.reference.toLowerCase().includes(words) &&
      !o.customer_name.toLowerCase().includes(words) &&
      !o.barcode.toLowerCase().includes(words)
    )
      return false;
    return true;
  };
  const descending = sortRaw ? sortRaw.startsWith('-') : true;
  const key = (sortKey || 'created_at') as (typeof ORDER_SORTS)[number];
  const items = (o: OrderRecord) => o.lines.reduce((s, l) => s + l.quantity, 0);
  const by: Record<typeof key, (a: OrderRecord, b: OrderRecord) => number> = {
    created_at: (a, b) => a.created_at.localeCompare(b.created_at),
    reference: (a, b) => a.reference.localeCompare(b.reference, 'en', { numeric: true }),
    status: (a, b) => a.status.localeCompare(b.status),
    customer_name: (a, b) => a.customer_name.localeCompare(b.customer_name),
    items: (a, b) => items(a) - items(b),
  };
  const sign = descending ? -1 : 1;
  // Ties by id in the same direction, so pages never overlap.
  const compare = (a: OrderRecord, b: OrderRecord) => sign * (by[key](a, b) || a.id - b.id);
  return { query: { filter, compare } };
}
