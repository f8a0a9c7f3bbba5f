// @vitest-environment happy-dom
import { GUEST_OWNER } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { signUpDraft, startingPoint } from './draft';
import { EMPTY_VALUES, type SignUpValues } from './values';

const typed: SignUpValues = {
  ...EMPTY_VALUES,
  first_name: 'Ada',
  email: 'ada@example.com',
  password: 'Engine2024',
  password_confirmation: 'Engine2024',
  terms_accepted: true,
  tier: 'starter',
};

/** The guest's draft as the wizard reads it back: its step and values. */
const loadSignUpDraft = () => {
  const draft = signUpDraft.load(GUEST_OWNER);
  return draft && { step: draft.step, values: draft.values };
};

/** A record written by something else on the origin, in the draft's own shape. */
const tampered = (record: Record<string, unknown>) =>
  storage.set(StorageKeys.signupDraft, { version: 1, owner: GUEST_OWNER, ...record });

describe('the sign-up draft', () => {
  it("is stored under KS_signup_draft with the guest's step, and never with a password", () => {
    signUpDraft.save(GUEST_OWNER, 2, typed);

    const raw = localStorage.getItem('KS_signup_draft')!;
    expect(raw).not.toContain('Engine2024');
    expect(JSON.parse(raw)).toEqual({
      version: 1,
      owner: 'guest',
      step: 2,
      values: {
        first_name: 'Ada',
        last_name: '',
        email: 'ada@example.com',
        terms_accepted: true,
        tier: 'starter',
        organisation_name: '',
        legal_name: '',
        website: '',
        phone: '',
        country: '',
      },
      trimmed: false,
      savedAt: expect.any(String),
    });
  });

  it('comes back with empty password fields at the same step', () => {
    signUpDraft.save(GUEST_OWNER, 3, typed);
    expect(loadSignUpDraft()).toEqual({
      step: 3,
      values: { ...typed, password: '', password_confirmation: '' },
    });
  });

  it('is not kept for an untouched first step, and is cleared on request', () => {
    signUpDraft.save(GUEST_OWNER, 1, typed);
    signUpDraft.save(GUEST_OWNER, 0, EMPTY_VALUES);
    expect(storage.get(StorageKeys.signupDraft)).toBeNull();

    signUpDraft.save(GUEST_OWNER, 1, typed);
    signUpDraft.clear();
    expect(loadSignUpDraft()).toBeNull();
  });

  it('cleans a tampered or corrupt draft instead of trusting it', () => {
    tampered({
      step: 99,
      values: {
        first_name: 'Ada',
        last_name: { evil: true },
        password: 'Injected1',
        tier: 'platinum',
        terms_accepted: 'yes',
        website: 'x'.repeat(5000),
        role: 'OWNER',
      },
    });
    expect(loadSignUpDraft()).toEqual({ step: 3, values: { ...EMPTY_VALUES, first_name: 'Ada' } });

    tampered({ step: -1, values: {} });
    expect(loadSignUpDraft()?.step).toBe(0);
    storage.set(StorageKeys.signupDraft, ['not', 'a', 'draft']);
    expect(loadSignUpDraft()).toBeNull();
    localStorage.setItem('KS_signup_draft', '{not json');
    expect(loadSignUpDraft()).toBeNull();
  });

  it('is offered back only to the guest, never to a signed-in owner', () => {
    signUpDraft.save(GUEST_OWNER, 2, typed);
    expect(signUpDraft.load('ada@example.com@org-1')).toBeNull();
  });
});

describe('startingPoint', () => {
  it('starts at step 1 with the prefill when there is no draft', () => {
    expect(startingPoint(null, { first_name: 'Ada', tier: 'growth' })).toEqual({
      step: 0,
      values: { ...EMPTY_VALUES, first_name: 'Ada', tier: 'growth' },
    });
  });

  it('lets the prefill fill only what the draft left empty', () => {
    const draft = {
      step: 2,
      values: { ...EMPTY_VALUES, first_name: 'Typed', tier: 'starter' as const },
    };
    expect(
      startingPoint(draft, { first_name: 'From link', last_name: 'Lovelace', tier: 'enterprise' }),
    ).toEqual({
      step: 2,
      values: { ...EMPTY_VALUES, first_name: 'Typed', last_name: 'Lovelace', tier: 'starter' },
    });
  });
});
