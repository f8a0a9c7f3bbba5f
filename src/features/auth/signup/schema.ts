import * as yup from 'yup';
import { TIERS } from '@/api/contract';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/validation/password';
import {
  EMAIL_MIN_LENGTH,
  isValidEmail,
  isValidPhone,
  isValidWebsite,
  messages,
} from '@/lib/validation/rules';
import { FIELD_LABELS as L, STEPS, type SignUpField, type SignUpValues } from './values';

/** Longest accepted values: generous for real names, short enough to fit the portal's tables. */
export const MAX_LENGTH = {
  first_name: 50,
  last_name: 50,
  email: 254,
  organisation_name: 100,
  legal_name: 100,
  website: 255,
} as const;

export const SIGNUP_MESSAGES = {
  max: (label: string, n: number) => `${label} must be at most ${n} characters`,
  link: (label: string) => `${label} should be a valid link`,
  invalid: (label: string) => `${label} is invalid`,
  terms: 'Please accept terms and conditions',
  passwordsMatch: PASSWORD_MESSAGES.mismatch,
  tierOneOf: `${L.tier} must be one of the following values: ${TIERS.join(', ')}`,
} as const;

const requiredText = (field: keyof typeof MAX_LENGTH) =>
  yup
    .string()
    .trim()
    .required(messages.required(L[field]))
    .max(MAX_LENGTH[field], SIGNUP_MESSAGES.max(L[field], MAX_LENGTH[field]));

const getStarted = yup.object({
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  email: requiredText('email')
    .min(EMAIL_MIN_LENGTH, messages.min(L.email, EMAIL_MIN_LENGTH))
    .test('email', messages.email(L.email), (value) => !value || isValidEmail(value)),
});

const choosePassword = yup.object({
  password: yup
    .string()
    .required(messages.required(L.password))
    .test('password-rule', (value, ctx) => {
      const problem = value ? passwordProblem(value) : null;
      return problem ? ctx.createError({ message: problem }) : true;
    }),
  password_confirmation: yup
    .string()
    .required(messages.required(L.password_confirmation))
    .oneOf([yup.ref('password')], SIGNUP_MESSAGES.passwordsMatch),
  terms_accepted: yup.boolean().oneOf([true], SIGNUP_MESSAGES.terms),
});

const chooseTier = yup.object({
  tier: yup
    .string()
    .required(messages.required(L.tier))
    // A test, not oneOf: yup checks oneOf before required, and '' must read "is required".
    .test('tier', SIGNUP_MESSAGES.tierOneOf, (v) => !v || (TIERS as readonly string[]).includes(v)),
});

const businessDetails = yup.object({
  organisation_name: requiredText('organisation_name'),
  legal_name: requiredText('legal_name'),
  website: yup
    .string()
    .trim()
    .max(MAX_LENGTH.website, SIGNUP_MESSAGES.max(L.website, MAX_LENGTH.website))
    .test('link', SIGNUP_MESSAGES.link(L.website), (v) => !v || isValidWebsite(v)),
  phone: yup
    .string()
    .trim()
    .test('phone', SIGNUP_MESSAGES.invalid(L.phone), (v) => !v || isValidPhone(v)),
  country: yup.string().required(messages.required(L.country)),
});

/** One schema per step, in STEPS order: Next validates only the current one. */
export const stepSchemas = [getStarted, choosePassword, chooseTier, businessDetails] as const;

export type FieldErrors = Partial<Record<SignUpField, string>>;

/** The first message per field of one step, or {} when the step is complete. */
export async function validateStep(step: number, values: SignUpValues): Promise<FieldErrors> {
  try {
    await stepSchemas[step].validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const out: FieldErrors = {};
    for (const inner of error.inner) {
      const path = inner.path as SignUpField | undefined;
      if (path && !out[path]) out[path] = inner.message;
    }
    return out;
  }
}

/** The first step that does not validate, with its errors; null when all four do. */
export async function firstInvalidStep(
  values: SignUpValues,
): Promise<{ step: number; errors: FieldErrors } | null> {
  for (let step = 0; step < STEPS.length; step += 1) {
    const errors = await validateStep(step, values);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}
