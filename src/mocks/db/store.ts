import { freshSeed } from '../seed';
import { Collection } from './collection';
import type { Persistence } from './persistence/types';
import { SNAPSHOT_VERSION, type CollectionName, type DbSnapshot, type MailRecord } from './schema';

/**
 * The simulator's database: typed collections over one JSON snapshot, saved through a
 * Persistence after every mutation (debounced for IndexedDB and the file), and resettable to the
 * seed. Handlers get a store; tests get one too, to assert what the "server" now holds.
 */
export interface StoreOptions {
  /** Builds the snapshot used by `reset()` and by `openStore` when nothing is persisted yet. */
  reseed?: () => DbSnapshot;
  /** Clock for `sent_at` of mails; the handlers' `now` is passed here by the entry points. */
  now?: () => number;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type SimulatorStore = ReturnType<typeof createStore>;

const COLLECTIONS = [
  'users',
  'memberships',
  'organisations',
  'warehouses',
  'categories',
  'products',
  'bundles',
  'movements',
  'history',
  'suppliers',
  'customers',
  'orders',
  'tickets',
  'invoices',
  'sessions',
  'mails',
  'otp_codes',
  'password_resets',
  'magic_links',
  'invitations',
] as const satisfies readonly CollectionName[];

export function createStore(
  snapshot: DbSnapshot,
  persistence: Persistence,
  options: StoreOptions = {},
) {
  const reseed = options.reseed ?? freshSeed;
  const now = options.now ?? Date.now;
  let data = snapshot;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let microtaskQueued = false;
  let pending: Promise<void> = Promise.resolve();

  const writeNow = () => {
    microtaskQueued = false;
    if (timer) clearTimeout(timer);
    timer = null;
    const copy = data;
    pending = pending
      .then(() => persistence.save(copy))
      .catch((error: unknown) => console.error('[simulator] could not persist the store', error));
    return pending;
  };

  const host = {
    get data() {
      return data;
    },
    /** Schedules a save of the whole snapshot. */
    save() {
      if (persistence.debounceMs <= 0) {
        if (!microtaskQueued) {
          microtaskQueued = true;
          queueMicrotask(() => void (microtaskQueued && writeNow()));
        }
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void writeNow(), persistence.debounceMs);
    },
  };

  const collections = Object.fromEntries(
    COLLECTIONS.map((name) => [name, new Collection(name, host)]),
  ) as {
    [K in (typeof COLLECTIONS)[number]]: Collection<K>;
  };

  const hasPendingSave = () => timer !== null || microtaskQueued;
  // Another tab wrote the shared IndexedDB copy: adopt it unless our own write is about to land.
  const unsubscribe = persistence.subscribe?.(() => {
    if (hasPendingSave()) return;
    void persistence.load().then((next) => {
      if (next && next.version === SNAPSHOT_VERSION && !hasPendingSave()) data = next;
    });
  });

  return {
    ...collections,
    persistence,
    get data() {
      return data;
    },
    save: host.save,
    /** The server clock (ms) the store was opened with: the handlers' `now`. */
    now: () => now(),
    /** Writes any scheduled save now and waits for it. */
    async flush(): Promise<void> {
      if (hasPendingSave()) await writeNow();
      else await pending;
    },
    /** Back to the seed: the demo data, no sessions, only the seeded invitation in the mailbox. */
    async reset(): Promise<void> {
      data = reseed();
      await writeNow();
    },
    /** A deep copy of the current data, e.g. to compare two stores. */
    snapshot(): DbSnapshot {
      return structuredClone(data);
    },
    /** The only way a one-time code or a link reaches a person: read it in the mailbox. */
    sendMail(input: MailInput): MailRecord {
      return collections.mails.insert({
        to: input.to,
        subject: input.subject,
        text: input.text,
        html: input.html ?? `<p>${escapeHtml(input.text).replace(/\n/g, '<br>')}</p>`,
        sent_at: new Date(now()).toISOString(),
      });
    },
    dispose(): void {
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Opens a persisted store, seeding it when nothing (or an older snapshot version) is stored. */
export async function openStore(
  persistence: Persistence,
  options: StoreOptions = {},
): Promise<SimulatorStore> {
  const loaded = await persistence.load();
  if (loaded && loaded.version === SNAPSHOT_VERSION)
    return createStore(loaded, persistence, options);
  const store = createStore((options.reseed ?? freshSeed)(), persistence, options);
  store.save();
  await store.flush();
  return store;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
