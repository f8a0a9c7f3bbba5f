import { labelsOf, type FieldDef } from '../fields/registry';

/**
 * The signed-in user's own details (users/details), declared once: the profile form and the
 * simulator's users/details read the labels and limits from here.
 */
export const PROFILE_NAME_MAX_LENGTH = 50;
export const OCCUPATION_MAX_LENGTH = 100;

export const PROFILE_FIELDS = {
  first_name: { label: 'First name', kind: 'text', required: true, max: PROFILE_NAME_MAX_LENGTH },
  last_name: { label: 'Last name', kind: 'text', required: true, max: PROFILE_NAME_MAX_LENGTH },
  /** Optional; when given, a valid phone number. */
  phone: { label: 'Phone', kind: 'phone' },
  occupation: { label: 'Occupation', kind: 'text', max: OCCUPATION_MAX_LENGTH },
  /** An IANA time zone ('Australia/Perth'). */
  time_zone: { label: 'Time zone', kind: 'text', required: true },
  /** A change waits for the code mailed to the new address (a verified user's). */
  email: { label: 'Email', kind: 'email', required: true },
} as const satisfies Record<string, FieldDef>;

export const PROFILE_LABELS = labelsOf(PROFILE_FIELDS);
