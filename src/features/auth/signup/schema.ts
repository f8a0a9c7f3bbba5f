import * as yup from 'yup';
import { TIERS } from '@/domain/contract';
import { PASSWORD_MESSAGES, passwordProblem } from '@/domain/validation/password';
import { isValidLink } from '@/domain/validation/links';
import { EMAIL_MIN_LENGTH, isValidEmail, isValidPhone, messages } from '@/domain/validation/rules';
import { FIELD_LABELS as L, SIGNUP_FIELDS } from './values';

export const SIGNUP_MESSAGES = {
  max: (label: string, n: number) => `${label} must be at most ${n} characters`,
  link: (label: string) => `${label} should be a valid link`,
  invalid: (label: string) => `${label} is invalid`,
  terms: 'Please accept terms and conditions',
  passwordsMatch: PASSWORD_MESSAGES.mismatch,
  tierOneOf: `${L.tier} must be one of the following values: ${TIERS.join(', ')}`,
} as const;

type LimitedText = 'first_name' | 'last_name' | 'email' | 'organisation_name' | 'legal_name';

const requiredText = (field: LimitedText) => {
  const max = SIGNUP_FIELDS[field].max;
  return yup
    .string()
    .trim()
    .required(messages.required(L[field]))
    .max(max, SIGNUP_MESSAGES.max(L[field], max));
};

export const getStartedRules = yup.object({
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  email: requiredText('email')
    .min(EMAIL_MIN_LENGTH, messages.min(L.email, EMAIL_MIN_LENGTH))
    .test('email', messages.email(L.email), (value) => !value || isValidEmail(value)),
});

export const passwordRules = yup.object({
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

export const tierRules = yup.object({
  tier: yup
    .string()
    .required(messages.required(L.tier))
    // A test, not oneOf: yup checks oneOf before required, and '' must read "is required".
    .test('tier', SIGNUP_MESSAGES.tierOneOf, (v) => !v || (TIERS as readonly string[]).includes(v)),
});

const WEBSITE_MAX = SIGNUP_FIELDS.website.max;

export const businessRules = yup.object({
  organisation_name: requiredText('organisation_name'),
  legal_name: requiredText('legal_name'),
  website: yup
    .string()
    .trim()
    .max(WEBSITE_MAX, SIGNUP_MESSAGES.max(L.website, WEBSITE_MAX))
    .test('link', SIGNUP_MESSAGES.link(L.website), (v) => !v || isValidLink(v)),
  phone: yup
    .string()
    .trim()
    .test('phone', SIGNUP_MESSAGES.invalid(L.phone), (v) => !v || isValidPhone(v)),
  country: yup.string().required(messages.required(L.country)),
});
