import * as yup from 'yup';
import type { UpdateUserDetailsRequest, UserDetails } from '@/domain/contract';
import { PROFILE_FIELDS as F } from '@/domain/profile/fields';
import { fieldMessages } from '@/domain/fields/registry';
import { isValidPhone } from '@/domain/validation/rules';

/** The fields the profile form edits (the e-mail changes through its own, code-confirmed flow). */
const FORM_FIELDS = ['first_name', 'last_name', 'phone', 'occupation', 'time_zone'] as const;
type ProfileField = (typeof FORM_FIELDS)[number];

/** Labels and limits come from the users/details registry the simulator reads too. */
export const PROFILE_LABELS = Object.fromEntries(FORM_FIELDS.map((f) => [f, F[f].label])) as Record<
  ProfileField,
  string
>;

export type ProfileFormValues = Record<ProfileField, string>;

const requiredName = (field: 'first_name' | 'last_name') =>
  yup
    .string()
    .trim()
    .required(fieldMessages.required(F[field].label))
    .max(F[field].max, fieldMessages.maxLength(F[field].label, F[field].max));

/** Messages start with the field's label; phone is optional but must be a valid number. */
export const profileSchema = yup.object({
  first_name: requiredName('first_name'),
  last_name: requiredName('last_name'),
  phone: yup
    .string()
    .trim()
    .test('phone', `${PROFILE_LABELS.phone} is invalid`, (v) => !v || isValidPhone(v)),
  occupation: yup
    .string()
    .trim()
    .max(F.occupation.max, fieldMessages.maxLength(F.occupation.label, F.occupation.max)),
  time_zone: yup.string().required(fieldMessages.required(F.time_zone.label)),
});

export const toProfileValues = (details: UserDetails): ProfileFormValues => ({
  first_name: details.first_name,
  last_name: details.last_name,
  phone: details.phone ?? '',
  occupation: details.occupation ?? '',
  time_zone: details.time_zone,
});

/** What PATCH users/details receives: trimmed; the e-mail never (it needs a code). */
export const toProfileInput = (values: ProfileFormValues): UpdateUserDetailsRequest => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  phone: values.phone.trim(),
  occupation: values.occupation.trim(),
  time_zone: values.time_zone,
});
