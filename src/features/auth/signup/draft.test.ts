import { storage, StorageKeys } from '@/lib/storage';
import { clearSignUpDraft, loadSignUpDraft, saveSignUpDraft, startingPoint } from './draft';
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

describe('the sign-up draft', () => {
  it('is stored under KS_signup_draft with the step, and never with a password', () => {
    saveSignUpDraft(2, typed);

    const raw = localStorage.getItem('KS_signup_draft')!;
    expect(raw).not.toContain('Engine2024');
    expect(JSON.parse(raw)).toEqual({
      version: 1,
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
    });
  });

  it('comes back with empty password fields at the same step', () => {
    saveSignUpDraft(3, typed);
    expect(loadSignUpDraft()).toEqual({
      step: 3,
      values: { ...typed, password: '', password_confirmation: '' },
    });
  });

  it('is not kept for an untouched first step, and is cleared on request', () => {
    saveSignUpDraft(1, typed);
    saveSignUpDraft(0, EMPTY_VALUES);
    expect(storage.get(StorageKeys.signupDraft)).toBeNull();

    saveSignUpDraft(1, typed);
    clearSignUpDraft();
    expect(loadSignUpDraft()).toBeNull();
  });

  it('cleans a tampered or corrupt draft instead of trusting it', () => {
    storage.set(StorageKeys.signupDraft, {
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

    storage.set(StorageKeys.signupDraft, { step: -1, values: {} });
    expect(loadSignUpDraft()?.step).toBe(0);
    storage.set(StorageKeys.signupDraft, ['not', 'a', 'draft']);
    expect(loadSignUpDraft()).toBeNull();
    localStorage.setItem('KS_signup_draft', '{not json');
    expect(loadSignUpDraft()).toBeNull();
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
