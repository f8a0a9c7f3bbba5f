import { createDraftStore } from '@/lib/drafts/draftStore';
import { cleanDraftValues } from '@/domain/fields/registry';
import { StorageKeys } from '@/lib/storage';
import { PREFILL_KEYS, type Prefill } from './prefill';
import { SIGNUP_STEPS } from './signUpSteps';
import { EMPTY_VALUES, SECRET_FIELDS, SIGNUP_FIELDS, type SignUpValues } from './values';

/** No sign-up field takes anything near this long: a longer stored value was not typed here. */
const MAX_STORED_LENGTH = 1000;

/**
 * Stored values read as untrusted input (anything on the origin, and older versions of this
 * page, can write localStorage): each field of its kind, known tiers only, no passwords.
 */
function cleanSignUpDraft(raw: Record<string, unknown>): SignUpValues {
  const values = cleanDraftValues(SIGNUP_FIELDS, raw, EMPTY_VALUES);
  for (const field of Object.keys(values) as (keyof SignUpValues)[]) {
    const value = values[field];
    if (typeof value === 'string' && value.length > MAX_STORED_LENGTH) {
      (values as unknown as Record<string, unknown>)[field] = EMPTY_VALUES[field];
    }
  }
  for (const secret of SECRET_FIELDS) values[secret] = '';
  return values;
}

/**
 * The sign-up draft: what was typed and the step reached, kept for the guest (nobody is signed
 * in yet), so a reload or a return visit resumes where the person left. Passwords are never
 * written.
 */
export const signUpDraft = createDraftStore<SignUpValues>({
  key: StorageKeys.signupDraft,
  version: 1,
  steps: SIGNUP_STEPS.length,
  empty: EMPTY_VALUES,
  secrets: SECRET_FIELDS,
  clean: cleanSignUpDraft,
});

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
