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

/**
 * What Next shows on each step: [step (1-based), the rule, the values, the messages ({} when the
 * step passes)]. Values start from the empty form or from a complete one with a few changes.
 */
type Case = [step: number, rule: string, values: SignUpValues, errors: Record<string, string>];

const LONG_NAME = 'x'.repeat(101);

const CASES: Case[] = [
  // Step 1, Get Started
  [
    1,
    'requires every field, with the label in front',
    EMPTY_VALUES,
    {
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
    },
  ],
  [
    1,
    'treats blank names as missing and caps their length',
    withValues({ first_name: '   ', last_name: 'x'.repeat(51) }),
    {
      first_name: 'First name is required',
      last_name: 'Last name must be at most 50 characters',
    },
  ],
  [1, 'accepts a name of 50 characters', withValues({ last_name: 'x'.repeat(50) }), {}],
  ...(
    [
      ['a@b', 'Email must be at least 5 characters'],
      ['owner@demo', 'Email must be a valid Email Address'],
      ['owner@demo.toolong', 'Email must be a valid Email Address'],
      ['owner demo@demo.test', 'Email must be a valid Email Address'],
    ] as const
  ).map(([email, message]): Case => [
    1,
    `refuses ${email}`,
    withValues({ email }),
    { email: message },
  ]),
  [
    1,
    'accepts a well-formed address with spaces around it',
    withValues({ email: '  ada@example.com.au ' }),
    {},
  ],

  // Step 2, Choose your password
  [
    2,
    'requires both passwords and the terms',
    EMPTY_VALUES,
    {
      password: 'Password is required',
      password_confirmation: 'Confirm password is required',
      terms_accepted: 'Please accept terms and conditions',
    },
  ],
  ...(
    [
      ['short1', 'Password must be at least 8 characters'],
      ['longenough', 'Password must contain a letter and a number'],
      ['12345678', 'Password must contain a letter and a number'],
    ] as const
  ).map(([password, message]): Case => [
    2,
    `applies the password rule to ${password}`,
    withValues({ password, password_confirmation: password }),
    { password: message },
  ]),
  [
    2,
    'says when the passwords differ',
    withValues({ password_confirmation: 'Engine2025' }),
    { password_confirmation: 'Passwords must match' },
  ],

  // Step 3, Choose a tier
  [3, 'requires a tier', EMPTY_VALUES, { tier: 'Tier is required' }],
  [
    3,
    'requires one of the tiers',
    withValues({ tier: 'platinum' as never }),
    { tier: 'Tier must be one of the following values: starter, growth, enterprise' },
  ],
  [3, 'accepts enterprise', withValues({ tier: 'enterprise' }), {}],

  // Step 4, Your Business Details
  [
    4,
    'requires the names and the country; website and phone are optional',
    EMPTY_VALUES,
    {
      organisation_name: 'Organisation name is required',
      legal_name: 'Legal name is required',
      country: 'Country is required',
    },
  ],
  [
    4,
    'caps the names at 100 characters',
    withValues({ organisation_name: LONG_NAME, legal_name: LONG_NAME }),
    {
      organisation_name: 'Organisation name must be at most 100 characters',
      legal_name: 'Legal name must be at most 100 characters',
    },
  ],
  ...[
    'example.com',
    'www.example.com.au',
    'https://shop.example.com/about-us',
    'http://example.io:8080',
  ].map((website): Case => [4, `accepts the website ${website}`, withValues({ website }), {}]),
  ...[
    'example',
    'ftp://example.com',
    'https://example.c',
    'https://www.google.com/search?q=shop',
    'bing.com',
  ].map((website): Case => [
    4,
    `refuses the website ${website}`,
    withValues({ website }),
    { website: 'Website should be a valid link' },
  ]),
  ...['+61 412 345 678', '0412-345-678', '61412345678', '+1 555 123 4567'].map((phone): Case => [
    4,
    `accepts the phone ${phone}`,
    withValues({ phone }),
    {},
  ]),
  ...['12345', '+61 (412) 345 678', '+61  412 345 678', 'call me', '+61 41234567890123456789'].map(
    (phone): Case => [
      4,
      `refuses the phone ${phone}`,
      withValues({ phone }),
      { phone: 'Phone is invalid' },
    ],
  ),
];

it.each(CASES)('step %i %s', async (step, _rule, values, errors) => {
  expect(await validateStep(step - 1, values)).toEqual(errors);
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
