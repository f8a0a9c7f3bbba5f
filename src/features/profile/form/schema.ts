import * as yup from 'yup';
import type { UpdateUserDetailsRequest, UserDetails } from '@/api/contract';
import { isValidPhone, messages } from '@/lib/validation/rules';

/** The server's limits (users/details): names up to 50 characters, occupation up to 100. */
export const NAME_MAX_LENGTH = 50;
export const OCCUPATION_MAX_LENGTH = 100;

export const PROFILE_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  occupation: 'Occupation',
  time_zone: 'Time zone',
} as const;

export type ProfileFormValues = Record<keyof typeof PROFILE_LABELS, string>;

const atMost = (label: string, n: number) => `${label} must be at most ${n} characters`;

const requiredName = (label: string) =>
  yup
    .string()
    .trim()
    .required(messages.required(label))
    .max(NAME_MAX_LENGTH, atMost(label, NAME_MAX_LENGTH));

/** SPEC §5: generic messages prefixed by the label; the phone rule; phone is optional. */
export const profileSchema = yup.object({
  first_name: requiredName(PROFILE_LABELS.first_name),
  last_name: requiredName(PROFILE_LABELS.last_name),
  phone: yup
    .string()
    .trim()
    .test('phone', `${PROFILE_LABELS.phone} is invalid`, (v) => !v || isValidPhone(v)),
  occupation: yup
    .string()
    .trim()
    .max(OCCUPATION_MAX_LENGTH, atMost(PROFILE_LABELS.occupation, OCCUPATION_MAX_LENGTH)),
  time_zone: yup.string().required(messages.required(PROFILE_LABELS.time_zone)),
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
