import type { Role } from '@/domain/contract';
import { newUser } from '../db/newUser';
import type {
  InvitationRecord,
  MembershipRecord,
  OrganisationRecord,
  UserRecord,
} from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { isAllowedRedirect, portalOrigin } from '../mail/links';
import { invitationMail } from '../mail/templates';
import { hasAccount, userByEmail } from '../server-rules/accounts';
import { str, type JsonBody } from '../server-rules/body';
import {
  collectErrors,
  emailProblem,
  normaliseEmail,
  requiredText,
  type FieldErrors,
} from '../server-rules/fields';
import { newToken, tokenFields } from '../server-rules/oneUseTokens';
import type { Simulator } from '../server-rules/pipeline';
import { invitableRoles } from './teamRules';

/**
 * The one invitation rule, behind both auth/invitation (POST) and organisations/{id}/users
 * (POST): the user is created if new (no password), the membership waits as 'invited' and a
 * 7-day, single-use link is mailed; inviting again, or resending, voids the previous link.
 */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  sent: (email: string) => `An invitation has been sent to ${email}.`,
  alreadyMember: 'Email already belongs to a member of this organisation',
  deactivated:
    'Email belongs to a deactivated member of this organisation: reactivate them instead',
  wrongPassword: 'Password is incorrect',
  TOKEN_INVALID: 'Invitation token is invalid',
  TOKEN_EXPIRED: 'Invitation token has expired, please ask for a new invitation',
  TOKEN_USED: 'Invitation has already been accepted',
} as const;

export interface InvitationScope {
  sim: Simulator;
  request: Request;
  organisation: OrganisationRecord;
  /** The inviter's user and membership (admin-level: the pipeline checked the role). */
  inviter: UserRecord;
  actor: MembershipRecord;
  /**
   * Where the accept page is, as the portal says (`redirect_url`). Taken only when it is on the portal's configured origin or this machine; otherwise the
   * configured origin's accept page is used (mail/links.ts).
   */
  acceptUrl?: string;
}

export type InviteOutcome =
  | { problems: FieldErrors; membership?: undefined }
  | { problems: null; membership: MembershipRecord; user: UserRecord };

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;

/** Validates an invitation body and, when valid, invites and mails the link. */
export function inviteMember(scope: InvitationScope, body: JsonBody): InviteOutcome {
  const { sim, organisation, actor } = scope;
  const { store } = sim;
  const email = normaliseEmail(str(body.email));
  const role = str(body.role) as Role;
  const roles = invitableRoles(actor);
  const problems = collectErrors();
  problems.add('email', emailProblem('Email', email));
  problems.add('first_name', requiredText('First name', str(body.first_name)));
  problems.add('last_name', requiredText('Last name', str(body.last_name)));
  if (!roles.includes(role))
    problems.add('role', `Role must be one of the following values: ${roles.join(', ')}`);
  const existing = userByEmail(store, email);
  const membership =
    existing &&
    store.memberships.find(
      (m) => m.user_id === existing.id && m.organisation_id === organisation.id,
    );
  if (membership?.status === 'active') problems.add('email', INVITATION_MESSAGES.alreadyMember);
  if (membership?.status === 'inactive') problems.add('email', INVITATION_MESSAGES.deactivated);
  const invalid = problems.result();
  if (invalid) return { problems: invalid };

  const names = { first_name: str(body.first_name), last_name: str(body.last_name) };
  const createdAt = new Date(sim.now()).toISOString();
  const user = existing ?? store.users.insert(newUser({ email, ...names, created_at: createdAt }));
  // A user without an account yet takes the names of the latest invitation.
  if (existing && !hasAccount(existing)) store.users.update(existing.id, names);
  const waiting = membership
    ? store.memberships.update(membership.id, { role })!
    : store.memberships.insert({
        user_id: user.id,
        organisation_id: organisation.id,
        role,
        status: 'invited',
        created_at: createdAt,
      });
  mailInvitation(scope, waiting, names);
  return { problems: null, membership: waiting, user: store.users.get(user.id)! };
}

/**
 * Mails a new link for a waiting membership and voids every earlier unused one: the newest mail
 * is the only link that works.
 */
export function mailInvitation(
  { sim, organisation, inviter, acceptUrl }: InvitationScope,
  membership: MembershipRecord,
  names: { first_name: string; last_name: string },
): void {
  const { store } = sim;
  const user = store.users.get(membership.user_id)!;
  voidInvitations(store, membership);
  const { token, digest } = newToken();
  const role = membership.role as InvitationRecord['role'];
  store.invitations.insert({
    user_id: user.id,
    organisation_id: organisation.id,
    membership_id: membership.id,
    invited_by_user_id: inviter.id,
    email: user.email,
    ...names,
    role,
    ...tokenFields(digest, sim.now(), INVITATION_LIFETIME_MS),
  } satisfies Omit<InvitationRecord, 'id'>);
  const base =
    acceptUrl && isAllowedRedirect(acceptUrl, sim)
      ? acceptUrl
      : `${portalOrigin(sim)}/auth/accept-invitation`;
  const href = `${base}?invitation_token=${token}`;
  store.sendMail(
    invitationMail(
      user.email,
      {
        firstName: names.first_name,
        inviter: fullName(inviter),
        organisation: organisation.name,
        role,
      },
      href,
    ),
  );
}

/** Every unused link of this membership stops working. */
export function voidInvitations(store: SimulatorStore, membership: MembershipRecord): void {
  store.invitations.remove(
    (i) =>
      i.organisation_id === membership.organisation_id &&
      i.user_id === membership.user_id &&
      !i.used_at,
  );
}
