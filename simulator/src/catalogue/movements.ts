import type { BurnRate, HistoryEntry, Movement, TrendPoint } from '@/domain/contract';
import { daysOfCover } from '@/domain/catalogue/rules';
import type { HistoryRecord, MovementRecord, UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countOf } from '@/domain/format';

/**
 * Movements, history, trends and burn rate. Trends and burn rate are computed from the
 * movements and the current stock only (never from stored balances), so they stay right after
 * any write: the stock at the end of a day is today's stock minus every change after that day.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export type Subject = { product_id: number } | { bundle_id: number };
const ofSubject =
  (subject: Subject) => (m: { product_id: number | null; bundle_id: number | null }) =>
    'product_id' in subject
      ? m.product_id === subject.product_id
      : m.bundle_id === subject.bundle_id;

/** Newest first. */
export function movementsOf(store: SimulatorStore, subject: Subject): MovementRecord[] {
  return store.movements
    .filter(ofSubject(subject))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function historyOf(store: SimulatorStore, subject: Subject): HistoryRecord[] {
  return store.history
    .filter(ofSubject(subject))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export const actorName = (user: UserRecord): string => `${user.first_name} ${user.last_name}`;

export function movementView(store: SimulatorStore, m: MovementRecord): Movement {
  return {
    id: m.id,
    created_at: m.created_at,
    type: m.type,
    unit: m.unit,
    quantity: m.quantity,
    balance: m.balance,
    warehouse_name: store.warehouses.get(m.warehouse_id)?.name ?? '',
    reference: m.reference,
    note: m.note,
  };
}

/** Case-insensitive match on reference, note and type (the movement tab's search box). */
export function movementMatches(m: MovementRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [m.reference, m.note, m.type].some((text) => text.toLowerCase().includes(q));
}

/** History as the API shows it; cost changes are masked for roles that may not see costs. */
export function historyView(h: HistoryRecord, costsMasked: boolean): HistoryEntry {
  const masked = new Set(['supplier_value', 'sales_value']);
  return {
    id: h.id,
    created_at: h.created_at,
    actor: h.actor,
    action: h.action,
    changes: h.changes.map((c) =>
      costsMasked && masked.has(c.field) ? { field: c.field, from: '***', to: '***' } : { ...c },
    ),
  };
}

/** field → {from, to} for every field whose value differs (arrays compared by content). */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): HistoryEntry['changes'] {
  const shown = (v: unknown): string | number | boolean | null =>
    Array.isArray(v)
      ? countOf(v.length, 'item')
      : v === undefined
        ? null
        : (v as string | number | boolean | null);
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, from: shown(before[field]), to: shown(after[field]) }));
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One point per UTC day for the `days` days ending today (by `now`): the stock at the end of the
 * day, and the BASE items that came in and went out that day. Breakdowns move nothing in or out.
 */
export function trendPoints(
  movements: readonly MovementRecord[],
  currentStock: number,
  days: number,
  now: number,
): TrendPoint[] {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const first = today - (days - 1) * DAY_MS;
  const points = Array.from({ length: days }, (_, i) => ({
    date: dayKey(first + i * DAY_MS),
    stock: 0,
    inbound: 0,
    outbound: 0,
  }));
  // change[i] = net change on day i; after = net change after the window (clock skew, seeds).
  const change = new Array<number>(days).fill(0);
  let after = 0;
  for (const m of movements) {
    const at = Date.parse(m.created_at);
    const index = Math.floor((at - first) / DAY_MS);
    if (index >= days) after += m.base_quantity;
    if (index < 0 || index >= days) continue;
    change[index]! += m.base_quantity;
    if (m.base_quantity > 0) points[index]!.inbound += m.base_quantity;
    else points[index]!.outbound -= m.base_quantity;
  }
  let stock = currentStock - after;
  for (let i = days - 1; i >= 0; i -= 1) {
    points[i]!.stock = Math.max(0, stock);
    stock -= change[i]!;
  }
  return points;
}

/** Outbound BASE items per day over the `days` before `now`, and the days the stock lasts. */
export function burnRate(
  movements: readonly MovementRecord[],
  stock: number,
  days: number,
  now: number,
): BurnRate {
  const since = now - days * DAY_MS;
  const unitsOut = movements
    .filter(
      (m) =>
        m.type === 'outbound' &&
        Date.parse(m.created_at) > since &&
        Date.parse(m.created_at) <= now,
    )
    .reduce((sum, m) => sum - Math.min(0, m.base_quantity), 0);
  const cover = daysOfCover(stock, unitsOut / days);
  return {
    days,
    units_out: unitsOut,
    daily_burn_rate: round(unitsOut / days, 2),
    stock,
    days_of_cover: cover === null ? null : round(cover, 1),
  };
}

/** `?days=` as a whole number of days: 1–365, default 30. */
export function daysParam(url: URL, fallback = 30): number {
  const n = Number.parseInt(url.searchParams.get('days') ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 365) : fallback;
}
