import type { ActivityAction, FieldChange } from '@/domain/activity/activity';
import type {
  ActivityRecord,
  MembershipRecord,
  OrganisationRecord,
  UserRecord,
} from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { editAction, fieldChanges, withoutSecrets } from './changes';
import {
  directionOf,
  labelOf,
  namedRecords,
  organisationOf,
  TRACKED_COLLECTIONS,
  TRACKED_KINDS,
  type TrackedCollection,
  type TrackedRecord,
  uidOf,
} from './tracked';

export interface WriteScope {
  store: SimulatorStore;
  now: () => number;
  url: URL;
  user: UserRecord;
  organisation: OrganisationRecord;
  membership: MembershipRecord;
  /** The write's JSON body: a bulk write names its records there (tracked.ts namedRecords). */
  body?: unknown;
}

const highestId = (rows: readonly { id: number }[]) => rows.at(-1)?.id ?? 0;

/**
 * The activity trail's one hook: the pipeline calls it before an organisation's write runs and
 * the returned function once it answered. A successful write is recorded on each tracked record
 * it created, and on the record its address names (before → after; a cancel, an archive, a
 * removal). Other records a write touches on the way (the stock an order reserves) are its
 * consequences, not edits of their own, and are left out.
 */
export function recordWrite(scope: WriteScope): (succeeded: boolean) => void {
  const { store, url, organisation } = scope;
  const highest = new Map<TrackedCollection, number>(
    TRACKED_COLLECTIONS.map((name) => [name, highestId(store[name].all())]),
  );
  const named = namedRecords(store, url.pathname, organisation.id, scope.body).map(
    ({ collection, record }) => ({ collection, before: structuredClone(record) as TrackedRecord }),
  );
  const stop = store.watchChanges();

  return (succeeded) => {
    const changed = stop();
    if (!succeeded) return;
    const add = entryWriter(scope);
    for (const collection of TRACKED_COLLECTIONS) {
      for (const id of changed[collection] ?? []) {
        if (id <= highest.get(collection)!) continue;
        const record = store[collection].get(id) as TrackedRecord | undefined;
        if (record) add(collection, record, 'created', []);
      }
    }
    for (const { collection, before } of named) {
      if (!changed[collection]?.includes(before.id)) continue;
      const after = store[collection].get(before.id) as TrackedRecord | undefined;
      if (!after) {
        add(collection, before, 'deleted', []);
        continue;
      }
      const changes = fieldChanges(before, after);
      if (changes.length > 0) add(collection, after, editAction(changes), changes);
    }
  };
}

function entryWriter({ store, now, user }: WriteScope) {
  return (
    collection: TrackedCollection,
    record: TrackedRecord,
    action: ActivityAction,
    changes: FieldChange[],
  ) => {
    const entry: Omit<ActivityRecord, 'id'> = {
      organisation_id: organisationOf(collection, record),
      actor_id: user.id,
      actor_name: `${user.first_name} ${user.last_name}`.trim(),
      at: new Date(now()).toISOString(),
      kind: TRACKED_KINDS[collection],
      record_id: record.id,
      record_uid: uidOf(collection, record),
      record_label: labelOf(store, collection, record),
      ...directionOf(collection, record),
      action,
      changes: withoutSecrets(changes),
    };
    store.activities.insert(entry);
  };
}
