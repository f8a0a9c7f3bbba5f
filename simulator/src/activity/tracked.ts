import type { ActivityKind } from '@/domain/activity/activity';
import type { CollectionName } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { memberUid } from '../lib/memberUid';

/** The collections the activity trail follows, and the kind each one's records are. */
export const TRACKED_KINDS = {
  orders: 'order',
  products: 'product',
  bundles: 'bundle',
  suppliers: 'supplier',
  customers: 'customer',
  categories: 'category',
  memberships: 'member',
  organisations: 'organisation',
  tickets: 'chat',
} as const satisfies Partial<Record<CollectionName, ActivityKind>>;
export type TrackedCollection = keyof typeof TRACKED_KINDS;
export const TRACKED_COLLECTIONS = Object.keys(TRACKED_KINDS) as TrackedCollection[];

export type TrackedRecord = { id: number; organisation_id?: number; [field: string]: unknown };

/** The organisation a record belongs to (an organisation to itself). */
export const organisationOf = (collection: TrackedCollection, record: TrackedRecord): number =>
  collection === 'organisations' ? record.id : (record.organisation_id ?? -1);

/** How the trail names a record: its reference, title, name or subject (a member: the person). */
export function labelOf(
  store: SimulatorStore,
  collection: TrackedCollection,
  record: TrackedRecord,
): string {
  if (collection === 'memberships') {
    const user = store.users.get(Number(record.user_id));
    return user ? `${user.first_name} ${user.last_name}`.trim() : `Member #${record.id}`;
  }
  for (const field of ['reference', 'title', 'name', 'subject']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return `#${record.id}`;
}

/** The public id the portal links a record by (a member: its uid in the team list). */
export function uidOf(collection: TrackedCollection, record: TrackedRecord): string | null {
  if (collection === 'memberships') return memberUid(record);
  return typeof record.uid === 'string' ? record.uid : null;
}

/** An order's direction: the portal's order screens are per direction. */
export function directionOf(
  collection: TrackedCollection,
  record: TrackedRecord,
): { record_direction?: 'inbound' | 'outbound' } {
  const type = record.type;
  return collection === 'orders' && (type === 'inbound' || type === 'outbound')
    ? { record_direction: type }
    : {};
}

type NamedFinder = (store: SimulatorStore, key: string, organisationId: number) => unknown;
const byId =
  (collection: TrackedCollection): NamedFinder =>
  (store, key) =>
    store[collection].get(Number(key));

/**
 * The record a write's address names (`PATCH suppliers/12`, `POST bookings/7/cancel`), per
 * resource: what the trail shows before → after for. First match wins (a member's address is
 * under its organisation's).
 */
const NAMED_RECORDS: { pattern: RegExp; collection: TrackedCollection; find: NamedFinder }[] = [
  {
    pattern: /\/v1\/organisations\/\d+\/users\/([^/]+)/,
    collection: 'memberships',
    find: (store, uid, organisationId) =>
      store.memberships.find((m) => m.organisation_id === organisationId && memberUid(m) === uid),
  },
  {
    pattern: /\/v1\/organisations\/(\d+)/,
    collection: 'organisations',
    find: byId('organisations'),
  },
  { pattern: /\/v1\/bookings\/(\d+)/, collection: 'orders', find: byId('orders') },
  { pattern: /\/v1\/items\/(\d+)/, collection: 'products', find: byId('products') },
  { pattern: /\/v1\/bundles\/(\d+)/, collection: 'bundles', find: byId('bundles') },
  { pattern: /\/v1\/suppliers\/(\d+)/, collection: 'suppliers', find: byId('suppliers') },
  { pattern: /\/v1\/customers\/(\d+)/, collection: 'customers', find: byId('customers') },
  { pattern: /\/v1\/categories\/(\d+)/, collection: 'categories', find: byId('categories') },
  {
    pattern: /\/v1\/support\/tickets\/([^/]+)/,
    collection: 'tickets',
    find: (store, uid) => store.tickets.find((ticket) => ticket.uid === uid),
  },
];

/** The tracked record a write's path names, in the caller's organisation, or undefined. */
export function namedRecord(store: SimulatorStore, pathname: string, organisationId: number) {
  for (const { pattern, collection, find } of NAMED_RECORDS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const record = find(store, decodeURIComponent(match[1]!), organisationId) as
      TrackedRecord | undefined;
    if (!record || organisationOf(collection, record) !== organisationId) return undefined;
    return { collection, record };
  }
  return undefined;
}

/**
 * Writes that edit many records named in their body (`POST items/bulk-update` with
 * `items: [{ id }]`): each row's record is followed as if its own address had named it.
 */
const BULK_NAMED: {
  pattern: RegExp;
  collection: TrackedCollection;
  ids: (body: unknown) => number[];
}[] = [
  {
    pattern: /\/v1\/items\/bulk-update$/,
    collection: 'products',
    ids: (body) => {
      const items = (body as { items?: unknown } | null)?.items;
      return Array.isArray(items)
        ? items.map((row) => Number((row as { id?: unknown } | null)?.id)).filter(Number.isInteger)
        : [];
    },
  },
];

/** The tracked records a write names: its address's one, or the rows of a bulk write. */
export function namedRecords(
  store: SimulatorStore,
  pathname: string,
  organisationId: number,
  body: unknown,
): { collection: TrackedCollection; record: TrackedRecord }[] {
  const bulk = BULK_NAMED.find(({ pattern }) => pattern.test(pathname));
  if (!bulk) {
    const one = namedRecord(store, pathname, organisationId);
    return one ? [one] : [];
  }
  return [...new Set(bulk.ids(body))]
    .map((id) => store[bulk.collection].get(id) as TrackedRecord | undefined)
    .filter((r): r is TrackedRecord => !!r && organisationOf(bulk.collection, r) === organisationId)
    .map((record) => ({ collection: bulk.collection, record }));
}
