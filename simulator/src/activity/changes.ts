import type { ActivityAction, ActivityValue, FieldChange } from '@/domain/activity/activity';

/**
 * What an edit changed, field by field, as the activity trail keeps it. Secrets never enter the
 * trail: a field whose name (or any part of its path) is on the deny-list is dropped from every
 * entry, whatever the record.
 */

const SECRET_NAMES = new Set(['code', 'otp', 'pin', 'salt', 'digest']);
const SECRET_PATTERN =
  /password|passcode|passphrase|token|secret|api_?key|private_?key|otp_|_otp|auth_code|verification_code|one_time|credential/i;

/** Whether a field (a name, or a path `a.b`) may hold a secret: the deny-list. */
export function isSecretField(path: string): boolean {
  return path
    .split('.')
    .some((part) => SECRET_NAMES.has(part.toLowerCase()) || SECRET_PATTERN.test(part));
}

/** Fields that change on their own with any write (clocks, read markers): not an edit. */
const NOISE = new Set(['updated_at', 'unread', 'last_read_at']);

const LONGEST_TEXT = 120;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the trail keeps it: scalars as they are, lists as short text. */
export function toActivityValue(value: unknown): ActivityValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  const text = JSON.stringify(value);
  return text.length > LONGEST_TEXT ? `${text.slice(0, LONGEST_TEXT - 1)}…` : text;
}

/** Nested objects as dot paths (`address.city`), so an edit names the field that changed. */
function flatten(record: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** Every field that differs between the two versions of a record, secrets and noise left out. */
export function fieldChanges(before: object, after: object): FieldChange[] {
  const old = flatten(before as Record<string, unknown>);
  const now = flatten(after as Record<string, unknown>);
  const paths = new Set([...old.keys(), ...now.keys()]);
  const changes: FieldChange[] = [];
  for (const field of paths) {
    if (field === 'id' || NOISE.has(field) || isSecretField(field)) continue;
    const was = toActivityValue(old.get(field));
    const is = toActivityValue(now.get(field));
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** Drops deny-listed fields from changes made elsewhere: the last guard before storing. */
export const withoutSecrets = (changes: readonly FieldChange[]): FieldChange[] =>
  changes.filter((change) => !isSecretField(change.field));

/** What an edit was, read from what it changed: a cancel, an archive, or a plain update. */
export function editAction(changes: readonly FieldChange[]): ActivityAction {
  const to = (field: string) => changes.find((change) => change.field === field)?.after;
  if (to('status') === 'cancelled') return 'cancelled';
  if (to('archived') === true || to('status') === 'archived') return 'archived';
  if (to('archived') === false) return 'restored';
  return 'updated';
}
