import * as yup from 'yup';
import type {
  InviteMemberRequest,
  Role,
  TeamMemberDetail,
  UpdateMemberRequest,
} from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import { isValidEmail, messages } from '@/domain/validation/rules';

/** The longest name the server takes (its onboarding rule for first and last names). */
export const MEMBER_NAME_MAX = 50;

export const MEMBER_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  role: 'Role',
} as const;

export interface MemberFormValues {
  first_name: string;
  last_name: string;
  email: string;
  role: Role | '';
}

export const EMPTY_MEMBER: MemberFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  role: '',
};

const name = (field: 'first_name' | 'last_name') =>
  yup
    .string()
    .trim()
    .required(fieldMessages.required(MEMBER_LABELS[field]))
    .max(MEMBER_NAME_MAX, fieldMessages.maxLength(MEMBER_LABELS[field], MEMBER_NAME_MAX));

/**
 * The invite and edit forms' rules, worded as the server words them: names required (at most
 * 50), a valid e-mail when inviting, and a role among those the server offers this caller.
 */
export function memberSchema(roles: readonly Role[], { withEmail }: { withEmail: boolean }) {
  return yup.object({
    first_name: name('first_name'),
    last_name: name('last_name'),
    email: withEmail
      ? yup
          .string()
          .trim()
          .required(messages.required(MEMBER_LABELS.email))
          .test('email', messages.email(MEMBER_LABELS.email), (v) => !v || isValidEmail(v))
      : yup.string(),
    role: yup
      .string()
      .required(fieldMessages.required(MEMBER_LABELS.role))
      .oneOf([...roles], fieldMessages.oneOf(MEMBER_LABELS.role, roles)),
  });
}

export const toInviteRequest = (v: MemberFormValues): InviteMemberRequest => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  email: v.email.trim().toLowerCase(),
  role: v.role as Role,
});

/** Only what changed is sent: an unchanged role is no grant the server has to check. */
export function toUpdateRequest(
  v: MemberFormValues,
  before: TeamMemberDetail,
): UpdateMemberRequest {
  const body: UpdateMemberRequest = {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
  };
  if (v.role && v.role !== before.role) body.role = v.role;
  return body;
}

export const toMemberValues = (m: TeamMemberDetail): MemberFormValues => ({
  first_name: m.first_name,
  last_name: m.last_name,
  email: m.email,
  role: m.role,
});
