import { isActivityKind, type ActivityEntry, type ActivityKind } from '@/domain/activity/activity';
import type { ActivityRecord } from '../db/schema';

/** The filters of `GET activities`, read from its query, or the problems refusing it. */
export interface ActivityFilters {
  /** The acting user's id (the query names the member by its uid, as the team list does). */
  member?: number;
  kind?: ActivityKind;
  recordId?: number;
  /** Inclusive bounds, ms. */
  from?: number;
  until?: number;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (text: string) => (DAY.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN);
const positiveInteger = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : NaN);

export function readActivityFilters(
  params: URLSearchParams,
  userOfMember: (uid: string) => number | undefined,
): { filters: ActivityFilters } | { problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const filters: ActivityFilters = {};
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const read = <T>(name: string, parse: (value: string) => T | undefined, problem: string) => {
    if (!text(name)) return undefined;
    const value = parse(text(name));
    if (value === undefined || Number.isNaN(value)) problems[name] = [problem];
    return value;
  };
  filters.member = read('member', userOfMember, 'is not a member of the organisation');
  filters.kind = read(
    'kind',
    (v) => (isActivityKind(v) ? v : undefined),
    'is not a kind of record',
  );
  filters.recordId = read('record_id', positiveInteger, 'is not a record id');
  filters.from = read('from', dayStart, 'must be a day (YYYY-MM-DD)');
  const to = read('to', dayStart, 'must be a day (YYYY-MM-DD)');
  if (to !== undefined && !Number.isNaN(to)) filters.until = to + DAY_MS - 1;
  if (filters.recordId !== undefined && !filters.kind)
    problems.kind = ['is required with a record'];
  if (filters.from !== undefined && filters.until !== undefined && filters.from > filters.until)
    problems.to = ['must not be before the start'];
  return Object.keys(problems).length > 0 ? { problems } : { filters };
}

/** The organisation's entries the filters keep, newest first. */
export function activitiesMatching(
  rows: readonly ActivityRecord[],
  organisationId: number,
  { member, kind, recordId, from, until }: ActivityFilters,
): ActivityRecord[] {
  const kept = rows.filter((row) => {
    if (row.organisation_id !== organisationId) return false;
    if (member !== undefined && row.actor_id !== member) return false;
    if (kind !== undefined && row.kind !== kind) return false;
    if (recordId !== undefined && row.record_id !== recordId) return false;
    const at = Date.parse(row.at);
    return (from === undefined || at >= from) && (until === undefined || at <= until);
  });
  // Rows are in id order, which is the order they were written: newest first is the reverse.
  return kept.reverse();
}

export const activityView = (row: ActivityRecord): ActivityEntry => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actor_id, name: row.actor_name },
  kind: row.kind,
  record: {
    id: row.record_id,
    uid: row.record_uid,
    label: row.record_label,
    ...(row.record_direction ? { direction: row.record_direction } : {}),
  },
  action: row.action,
  changes: row.changes,
});
