import type { SignUpRequest, Tier } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { toFormStatus, type FormStatus } from '@/components/form/serverErrors';
import { FIELD_LABELS, type SignUpField, type SignUpValues } from './values';

/** The body of POST auth/: trimmed text, the password exactly as typed. */
export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    tier: values.tier as Tier,
    organisation_name: values.organisation_name.trim(),
    legal_name: values.legal_name.trim(),
    website: values.website.trim(),
    phone: values.phone.trim(),
    country: values.country,
    terms_accepted: values.terms_accepted,
  };
}

/** Server names that differ from the form's (Rails may report the association or the uid). */
const SERVER_ALIASES: Record<string, SignUpField> = {
  name: 'organisation_name',
  'organisation.name': 'organisation_name',
  organisation: 'organisation_name',
  country_uid: 'country',
  terms: 'terms_accepted',
};

/** The wizard field showing a server key; undefined for keys no step asks for ('base'). */
export function signUpFieldOf(key: string): SignUpField | undefined {
  const field = SERVER_ALIASES[key] ?? key;
  return Object.hasOwn(FIELD_LABELS, field) ? (field as SignUpField) : undefined;
}

const humanize = (key: string) => {
  const words = key.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A 422's messages that belong to no field: Rails' `base` errors (whole sentences) as they are,
 * other unknown keys with their name in front.
 */
export function generalMessages(fieldErrors: Record<string, string[]> | undefined): string[] {
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message || signUpFieldOf(key)) continue;
    const bare = key === 'base' || !/^[a-z]/.test(message);
    general.push(bare ? message : `${humanize(key)} ${message}`);
  }
  return general;
}

/**
 * A refused sign-up as the wizard shows it: each field's message on its field (with the label in
 * front), and the messages no field can take above the form, together.
 */
export function signUpStatus(error: unknown, values: SignUpValues): FormStatus {
  const status = toFormStatus(error, FIELD_LABELS, values, signUpFieldOf);
  const general = generalMessages(asApiError(error).fieldErrors);
  return general.length ? { ...status, formError: general.join(' ') } : status;
}
