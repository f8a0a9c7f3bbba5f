import type { SignUpRequest, Tier } from '@/api/contract';
import { FIELD_LABELS, stepOfField, type SignUpField, type SignUpValues } from './values';

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

/** A message the server sent for one field, kept with the value it was about. */
export interface ServerFieldError {
  message: string;
  value: SignUpValues[SignUpField];
}
export type ServerFieldErrors = Partial<Record<SignUpField, ServerFieldError>>;

/**
 * Rails sends attribute messages without the attribute ("has already been taken"); SPEC §5
 * prefixes generic messages with the label, so a lower-case message gets it.
 */
export function withLabel(field: SignUpField, message: string): string {
  return /^[a-z]/.test(message) ? `${FIELD_LABELS[field]} ${message}` : message;
}

/**
 * A 422's field errors placed on the wizard's fields, the first step that has one, and the
 * messages that belong to no field (shown above the form).
 */
export function placeServerErrors(
  fieldErrors: Record<string, string[]>,
  values: SignUpValues,
): { fields: ServerFieldErrors; firstStep: number | null; general: string[] } {
  const fields: ServerFieldErrors = {};
  const general: string[] = [];
  let firstStep: number | null = null;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const field = (SERVER_ALIASES[key] ?? key) as SignUpField;
    const step = stepOfField(field);
    if (step < 0) {
      // Rails' `base` errors are whole sentences; other unknown keys get their name in front.
      const bare = key === 'base' || !/^[a-z]/.test(message);
      general.push(bare ? message : `${humanize(key)} ${message}`);
      continue;
    }
    fields[field] ??= { message: withLabel(field, message), value: values[field] };
    firstStep = firstStep === null ? step : Math.min(firstStep, step);
  }
  return { fields, firstStep, general };
}

const humanize = (key: string) => {
  const words = key.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
