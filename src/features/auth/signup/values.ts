import { TIERS, type Tier } from '@/domain/contract';
import { labelsOf, type FieldRegistry } from '@/domain/fields/registry';

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

/**
 * The sign-up's fields: labels (which also begin every generic message) and limits, declared
 * once for the rules, the server's messages and the draft cleaner. The limits are generous for
 * real names and short enough to fit the portal's tables.
 */
export const SIGNUP_FIELDS = {
  first_name: { label: 'First name', kind: 'text', required: true, max: 50 },
  last_name: { label: 'Last name', kind: 'text', required: true, max: 50 },
  email: { label: 'Email', kind: 'email', required: true, max: 254 },
  password: { label: 'Password', kind: 'text', required: true },
  password_confirmation: { label: 'Confirm password', kind: 'text', required: true },
  terms_accepted: { label: 'Terms and conditions', kind: 'boolean', required: true },
  tier: { label: 'Tier', kind: 'choice', required: true, options: TIERS },
  organisation_name: { label: 'Organisation name', kind: 'text', required: true, max: 100 },
  legal_name: { label: 'Legal name', kind: 'text', required: true, max: 100 },
  website: { label: 'Website', kind: 'url', max: 255 },
  phone: { label: 'Phone', kind: 'phone' },
  country: { label: 'Country', kind: 'text', required: true },
} as const satisfies FieldRegistry<SignUpField>;

export const FIELD_LABELS: Record<SignUpField, string> = labelsOf(SIGNUP_FIELDS);

/** Secrets: never written to the draft, so never restored from one. */
export const SECRET_FIELDS = ['password', 'password_confirmation'] as const;

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
