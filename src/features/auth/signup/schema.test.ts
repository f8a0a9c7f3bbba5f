import { validateWizardStep } from '@/components/wizard/wizardSteps';
import { SIGNUP_STEPS } from './signUpSteps';
import { EMPTY_VALUES, type SignUpValues } from './values';

/** The messages a step shows on Next, as the wizard declares its rules. */
const validateStep = (step: number, values: SignUpValues) =>
  validateWizardStep(SIGNUP_STEPS[step]!, values);

/** The first step the final submit stops on, with its messages; null when every step passes. */
async function firstInvalidStep(values: SignUpValues) {
  for (let step = 0; step < SIGNUP_STEPS.length; step += 1) {
    const errors = await validateStep(step, values);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}

const complete: SignUpValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine2024',
  password_confirmation: 'Engine2024',
  terms_accepted: true,
  tier: 'growth',
  organisation_name: 'Analytical Goods',
  legal_name: 'Analytical Goods Pty Ltd',
  website: '',
  phone: '',
  country: 'country-au',
};
const withValues = (changes: Partial<SignUpValues>): SignUpValues => ({ ...complete, ...changes });

describe('step 1, Get Started', () => {
  it('requires every field, with the label in front', async () => {
    expect(await validateStep(0, EMPTY_VALUES)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
    });
  });

  it('treats blank names as missing and caps their length', async () => {
    expect(
      await validateStep(0, withValues({ first_name: '   ', last_name: 'x'.repeat(51) })),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name must be at most 50 characters',
    });
    expect(await validateStep(0, withValues({ last_name: 'x'.repeat(50) }))).toEqual({});
  });

  it.each([
    ['a@b', 'Email must be at least 5 characters'],
    ['owner@demo', 'Email must be a valid Email Address'],
    ['owner@demo.toolong', 'Email must be a valid Email Address'],
    ['owner demo@demo.test', 'Email must be a valid Email Address'],
  ])('refuses %s', async (email, message) => {
    expect(await validateStep(0, withValues({ email }))).toEqual({ email: message });
  });

  it('accepts a well-formed address with spaces around it', async () => {
    expect(await validateStep(0, withValues({ email: '  ada@example.com.au ' }))).toEqual({});
  });
});

describe('step 2, Choose your password', () => {
  it('requires both passwords and the terms', async () => {
    expect(await validateStep(1, EMPTY_VALUES)).toEqual({
      password: 'Password is required',
      password_confirmation: 'Confirm password is required',
      terms_accepted: 'Please accept terms and conditions',
    });
  });

  it.each([
    ['short1', 'Password must be at least 8 characters'],
    ['longenough', 'Password must contain a letter and a number'],
    ['12345678', 'Password must contain a letter and a number'],
  ])('applies the password rule to %s', async (password, message) => {
    expect(
      await validateStep(1, withValues({ password, password_confirmation: password })),
    ).toEqual({ password: message });
  });

  it('says when the passwords differ', async () => {
    expect(await validateStep(1, withValues({ password_confirmation: 'Engine2025' }))).toEqual({
      password_confirmation: 'Passwords must match',
    });
  });
});

describe('step 3, Choose a tier', () => {
  it('requires one of the tiers', async () => {
    expect(await validateStep(2, EMPTY_VALUES)).toEqual({ tier: 'Tier is required' });
    expect(await validateStep(2, withValues({ tier: 'platinum' as never }))).toEqual({
      tier: 'Tier must be one of the following values: starter, growth, enterprise',
    });
    expect(await validateStep(2, withValues({ tier: 'enterprise' }))).toEqual({});
  });
});

describe('step 4, Your Business Details', () => {
  it('requires the names and the country; website and phone are optional', async () => {
    expect(await validateStep(3, EMPTY_VALUES)).toEqual({
      organisation_name: 'Organisation name is required',
      legal_name: 'Legal name is required',
      country: 'Country is required',
    });
  });

  it('caps the names at 100 characters', async () => {
    const long = 'x'.repeat(101);
    expect(
      await validateStep(3, withValues({ organisation_name: long, legal_name: long })),
    ).toEqual({
      organisation_name: 'Organisation name must be at most 100 characters',
      legal_name: 'Legal name must be at most 100 characters',
    });
  });

  it.each([
    'example.com',
    'www.example.com.au',
    'https://shop.example.com/about-us',
    'http://example.io:8080',
  ])('accepts the website %s', async (website) => {
    expect(await validateStep(3, withValues({ website }))).toEqual({});
  });

  it.each([
    'example',
    'ftp://example.com',
    'https://example.c',
    'https://www.google.com/search?q=shop',
    'bing.com',
  ])('refuses the website %s', async (website) => {
    expect(await validateStep(3, withValues({ website }))).toEqual({
      website: 'Website should be a valid link',
    });
  });

  it.each(['+61 412 345 678', '0412-345-678', '61412345678', '+1 555 123 4567'])(
    'accepts the phone %s',
    async (phone) => {
      expect(await validateStep(3, withValues({ phone }))).toEqual({});
    },
  );

  it.each([
    '12345',
    '+61 (412) 345 678',
    '+61  412 345 678',
    'call me',
    '+61 41234567890123456789',
  ])('refuses the phone %s', async (phone) => {
    expect(await validateStep(3, withValues({ phone }))).toEqual({ phone: 'Phone is invalid' });
  });
});

describe('firstInvalidStep', () => {
  it('is null for a complete form', async () => {
    expect(await firstInvalidStep(complete)).toBeNull();
  });

  it('names the earliest step with a problem, and only its errors', async () => {
    const result = await firstInvalidStep(
      withValues({ password: '', password_confirmation: '', country: '' }),
    );
    expect(result).toEqual({
      step: 1,
      errors: {
        password: 'Password is required',
        password_confirmation: 'Confirm password is required',
      },
    });
  });
});
