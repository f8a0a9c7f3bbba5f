/**
 * The organisation's activity trail: one entry per write that changed a record (who, when, which
 * record, what happened and, for an edit, each field before → after). A simulator endpoint of
 * its own (the provider's API defines none): `GET activities`, OWNER and ADMIN only.
 */

export const ACTIVITIES_PATH = 'activities';

/** The kinds of record the trail follows, with the label the portal shows for each. */
export const ACTIVITY_KINDS = {
  order: 'Order',
  product: 'Product',
  bundle: 'Bundle',
  supplier: 'Supplier',
  customer: 'Customer',
  category: 'Category',
  member: 'Member',
  organisation: 'Organisation settings',
  chat: 'Chat',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const isActivityKind = (value: string): value is ActivityKind =>
  Object.hasOwn(ACTIVITY_KINDS, value);

export type ActivityAction =
  'created' | 'updated' | 'cancelled' | 'archived' | 'restored' | 'deleted';

/** A field's value as the trail keeps it: a scalar (objects and lists as short text). */
export type ActivityValue = string | number | boolean | null;

export interface FieldChange {
  /** The field's name; a nested field by its path (`address.city`). */
  field: string;
  before: ActivityValue;
  after: ActivityValue;
}

export interface ActivityEntry {
  id: number;
  at: string;
  actor: { id: number; name: string };
  kind: ActivityKind;
  /** The record: `direction` for an order (its screens are per direction), else absent. */
  record: { id: number; uid: string | null; label: string; direction?: 'inbound' | 'outbound' };
  action: ActivityAction;
  changes: FieldChange[];
}

/** `GET activities`' query: every filter optional; dates are calendar days (YYYY-MM-DD, UTC). */
export interface ActivityQuery {
  page?: number;
  per_page?: number;
  member?: number;
  kind?: ActivityKind;
  record_id?: number;
  from?: string;
  to?: string;
}

export interface ActivityPage {
  data: ActivityEntry[];
  meta: { page: number; per_page: number; total: number; total_pages: number };
}
