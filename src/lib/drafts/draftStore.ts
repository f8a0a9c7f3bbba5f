import { storage, StorageKeys } from '../storage';

/**
 * One draft store for every wizard. A draft is kept under its wizard's KS_ key as
 * `{ version, owner, step, values, savedAt, submissionKey? }`, where `owner` is the signed-in user in the current
 * organisation (`user@organisation`, or `guest` before sign-in). A draft is offered back only to
 * its owner and only when its version is the wizard's current one: a draft from an earlier shape
 * of the form is dropped, never half-restored. Files (File, Blob) and the wizard's secret fields
 * are never written. Saving survives a full storage quota by falling back to a smaller draft
 * (the wizard's `shrink`, typically without images), and then to no draft at all.
 */
export type DraftKey = (typeof StorageKeys)[keyof typeof StorageKeys];

export interface DraftSpec<V> {
  key: DraftKey;
  /** Bump it whenever the shape of the values changes. */
  version: number;
  /** How many steps the wizard has: a stored step is clamped into range. */
  steps: number;
  /** The blank form: an untouched first step is no draft. */
  empty: V;
  /**
   * Reads stored values as untrusted input (anything on the origin can write localStorage):
   * returns the values to restore, or null when the draft cannot be used.
   */
  clean: (raw: Record<string, unknown>) => V | null;
  /** Fields never written: passwords, tokens. */
  secrets?: readonly string[];
  /** A smaller draft for when the whole one does not fit (e.g. images left out). */
  shrink?: (values: V) => V;
  /** Largest draft kept whole, in characters of JSON. */
  maxChars?: number;
}

export interface StoredDraft<V> {
  version: number;
  owner: string;
  step: number;
  values: V;
  /** The shrunk draft was saved: something (images) was left out. */
  trimmed: boolean;
  savedAt: string;
  /**
   * The Idempotency-Key of a submit that may have reached the server (its answer never came
   * back): a reload and a retry send it again, so the server does not apply it twice. Only a
   * whole draft keeps it: a trimmed one sends something else.
   */
  submissionKey?: string;
}

export const GUEST_OWNER = 'guest';

/** The query 'Continue Adding …' opens a wizard with: the stored draft is resumed at once. */
export const RESUME_PARAM = 'resume';
export const RESUME_QUERY = `?${RESUME_PARAM}=1`;
/** localStorage holds about 5 million characters for the whole origin. */
export const DEFAULT_DRAFT_MAX_CHARS = 1_000_000;

export const DRAFT_KEYS: readonly DraftKey[] = [
  StorageKeys.signupDraft,
  StorageKeys.productDraft,
  StorageKeys.productTypeDraft,
  StorageKeys.bundleDraft,
  StorageKeys.supplierDraft,
  StorageKeys.customerDraft,
  StorageKeys.outboundDraft,
  StorageKeys.inboundDraft,
  StorageKeys.organisationDraft,
];

/** Whose drafts: the user in the organisation they are working in. */
export function draftOwner(
  user: { uid: string; x_organisation_uid?: string | null } | null | undefined,
): string {
  return user ? `${user.uid}@${user.x_organisation_uid ?? ''}` : GUEST_OWNER;
}

const isFile = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof File !== 'undefined' && value instanceof File);

/** A JSON copy of the values without files or secrets. */
export function storableValues(values: unknown, secrets: readonly string[] = []): unknown {
  const secret = new Set(secrets);
  return JSON.parse(
    JSON.stringify(values, (key, value: unknown) =>
      secret.has(key) || isFile(value) ? undefined : value,
    ),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export interface DraftStore<V> {
  load(owner: string): StoredDraft<V> | null;
  save(owner: string, step: number, values: V, submissionKey?: string): void;
  clear(): void;
  exists(owner: string): boolean;
}

export function createDraftStore<V>(spec: DraftSpec<V>): DraftStore<V> {
  const maxChars = spec.maxChars ?? DEFAULT_DRAFT_MAX_CHARS;
  const emptyJson = JSON.stringify(storableValues(spec.empty, spec.secrets));

  const record = (
    owner: string,
    step: number,
    values: V,
    trimmed: boolean,
    submissionKey?: string,
  ) => ({
    version: spec.version,
    owner,
    step,
    values: storableValues(values, spec.secrets),
    trimmed,
    savedAt: new Date().toISOString(),
    ...(submissionKey && !trimmed ? { submissionKey } : {}),
  });

  // False when the quota is reached or storage is disabled (storage.set reports it).
  const trySet = (value: unknown): boolean => storage.set(spec.key, value);

  const store: DraftStore<V> = {
    load(owner) {
      const raw = storage.get<unknown>(spec.key);
      if (!isRecord(raw)) return null;
      if (raw.version !== spec.version || raw.owner !== owner || !isRecord(raw.values)) return null;
      const values = spec.clean(raw.values);
      if (!values) return null;
      const step = Number.isInteger(raw.step)
        ? Math.min(Math.max(raw.step as number, 0), spec.steps - 1)
        : 0;
      return {
        version: spec.version,
        owner,
        step,
        values,
        trimmed: raw.trimmed === true,
        savedAt: typeof raw.savedAt === 'string' ? raw.savedAt : '',
        ...(typeof raw.submissionKey === 'string' && raw.trimmed !== true
          ? { submissionKey: raw.submissionKey }
          : {}),
      };
    },
    save(owner, step, values, submissionKey) {
      const whole = record(owner, step, values, false, submissionKey);
      if (step === 0 && JSON.stringify(whole.values) === emptyJson) {
        store.clear();
        return;
      }
      const fits = JSON.stringify(whole).length <= maxChars;
      if (fits && trySet(whole)) return;
      const small = spec.shrink ? record(owner, step, spec.shrink(values), true) : null;
      if (small && JSON.stringify(small).length <= maxChars && trySet(small)) return;
      // Nothing fits: an old draft must not pose as this one.
      store.clear();
    },
    clear() {
      storage.remove(spec.key);
    },
    exists(owner) {
      return store.load(owner) !== null;
    },
  };
  return store;
}

/** An organisation switch (and sign-out) ends every draft: they belong to the work left behind. */
export function clearAllDrafts(): void {
  DRAFT_KEYS.forEach((key) => storage.remove(key));
}
