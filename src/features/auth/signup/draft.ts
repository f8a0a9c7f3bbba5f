import { TIERS } from '@/api/contract';
import { storage, StorageKeys } from '@/lib/storage';
import { PREFILL_KEYS, type Prefill } from './prefill';
import {
  EMPTY_VALUES,
  LAST_STEP,
  SECRET_FIELDS,
  type DraftValues,
  type SignUpValues,
} from './values';

/**
 * The sign-up draft (KS_signup_draft): what was typed and the step reached, so a reload or a
 * return visit resumes where the person left. Passwords are never written (SPEC §3).
 */
export interface SignUpDraft {
  version: 1;
  step: number;
  values: DraftValues;
}

const MAX_STORED_LENGTH = 1000;

const isEmpty = (values: SignUpValues) =>
  (Object.keys(EMPTY_VALUES) as (keyof SignUpValues)[]).every(
    (key) => values[key] === EMPTY_VALUES[key],
  );

export function toDraft(step: number, values: SignUpValues): SignUpDraft {
  const kept: Record<string, unknown> = { ...values };
  SECRET_FIELDS.forEach((field) => delete kept[field]);
  return { version: 1, step, values: kept as unknown as DraftValues };
}

/** Saves, or removes the draft when nothing has been entered yet. */
export function saveSignUpDraft(step: number, values: SignUpValues): void {
  if (step === 0 && isEmpty(values)) storage.remove(StorageKeys.signupDraft);
  else storage.set(StorageKeys.signupDraft, toDraft(step, values));
}

export function clearSignUpDraft(): void {
  storage.remove(StorageKeys.signupDraft);
}

/**
 * The stored draft, cleaned: localStorage is writable by anything on the origin (and by older
 * versions of this page), so every field is checked as if it came from outside.
 */
export function loadSignUpDraft(): { step: number; values: SignUpValues } | null {
  const raw = storage.get<unknown>(StorageKeys.signupDraft);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { step, values } = raw as { step?: unknown; values?: unknown };
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
  const source = values as Record<string, unknown>;
  const clean: SignUpValues = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof SignUpValues)[]) {
    if ((SECRET_FIELDS as readonly string[]).includes(key)) continue;
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const value = source[key];
    if (key === 'terms_accepted') clean.terms_accepted = value === true;
    else if (key === 'tier') clean.tier = TIERS.find((t) => t === value) ?? '';
    else if (typeof value === 'string' && value.length <= MAX_STORED_LENGTH) clean[key] = value;
  }
  const safeStep = Number.isInteger(step) ? Math.min(Math.max(step as number, 0), LAST_STEP) : 0;
  return { step: safeStep, values: clean };
}

/**
 * Where the wizard starts: the draft, with the `d` prefill filling only the fields the draft
 * left empty — what the person typed themselves always wins over a link.
 */
export function startingPoint(
  draft: { step: number; values: SignUpValues } | null,
  prefill: Partial<Prefill>,
): { step: number; values: SignUpValues } {
  const values: SignUpValues = { ...(draft?.values ?? EMPTY_VALUES) };
  for (const key of PREFILL_KEYS) {
    const incoming = prefill[key];
    if (incoming !== undefined && values[key] === '') values[key] = incoming as never;
  }
  return { step: draft?.step ?? 0, values };
}
