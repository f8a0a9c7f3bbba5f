import type { Tier } from '@/api/contract';

/** Everything the wizard collects. `tier` is '' until one is chosen. */
export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  tier: Tier | '';
  organisation_name: string;
  legal_name: string;
  website: string;
  phone: string;
  country: string;
}
export type SignUpField = keyof SignUpValues;

/** Secrets: never written to the draft (SPEC §3), so never restored from one. */
export const SECRET_FIELDS = ['password', 'password_confirmation'] as const;
export type DraftValues = Omit<SignUpValues, (typeof SECRET_FIELDS)[number]>;

export const EMPTY_VALUES: SignUpValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
  tier: '',
  organisation_name: '',
  legal_name: '',
  website: '',
  phone: '',
  country: '',
};

/** Labels double as the prefix of every generic message (SPEC §5). */
export const FIELD_LABELS: Record<SignUpField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Confirm password',
  terms_accepted: 'Terms and conditions',
  tier: 'Tier',
  organisation_name: 'Organisation name',
  legal_name: 'Legal name',
  website: 'Website',
  phone: 'Phone',
  country: 'Country',
};

/** SPEC §1: the four steps, in order, with their exact titles. */
export const STEPS = [
  { title: 'Get Started', fields: ['first_name', 'last_name', 'email'] },
  {
    title: 'Choose your password',
    fields: ['password', 'password_confirmation', 'terms_accepted'],
  },
  { title: 'Choose a tier', fields: ['tier'] },
  {
    title: 'Your Business Details',
    fields: ['organisation_name', 'legal_name', 'website', 'phone', 'country'],
  },
] as const satisfies readonly { title: string; fields: readonly SignUpField[] }[];

export const LAST_STEP = STEPS.length - 1;
export const PASSWORD_STEP = 1;

/** The step that asks for a field, or -1 for a name the wizard does not know. */
export function stepOfField(field: string): number {
  return STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}
