import { http, HttpResponse } from 'msw';
import type { InvitationDetailsResponse, InvitationRequest } from '@/api/contract';
import { ADMIN_LEVEL } from '@/lib/permissions/accessControl';
import { newUser } from '../db/newUser';
import type { InvitationRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { passwordMatches } from '../lib/hash';
import { portalOrigin } from '../mail/links';
import { invitationMail } from '../mail/templates';
import { hasAccount, userByEmail } from '../server-rules/accounts';
import { messageAnswer } from '../server-rules/answers';
import { rawText, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors, emailProblem, normaliseEmail, requiredText } from '../server-rules/fields';
import {
  lookupToken,
  markUsed,
  newToken,
  tokenFields,
  tokenRefusal,
} from '../server-rules/oneUseTokens';
import { withAuth, withSignature, type Simulator } from '../server-rules/pipeline';
import { newPasswordProblems, setPassword } from './password';
import { signedInAnswer } from './sessionAnswer';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const INVITABLE_ROLES: InvitationRequest['role'][] = ['MEMBER', 'ADMIN'];

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

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;

/**
 * The invitation a token names, refused when unknown, expired, accepted, or when its membership
 * no longer waits (the invitation was removed).
 */
function redeemable(store: SimulatorStore, token: string, now: number) {
  const found = lookupToken(store.invitations.all(), token, now);
  if (found.problem) return { problem: found.problem } as const;
  const invitation = found.record!;
  const membership = store.memberships.get(invitation.membership_id);
  const user = store.users.get(invitation.user_id);
  const organisation = store.organisations.get(invitation.organisation_id);
  if (!membership || membership.status !== 'invited' || !user || !organisation)
    return { problem: 'TOKEN_INVALID' } as const;
  return { invitation, membership, user, organisation, problem: null } as const;
}

/**
 * auth/invitation. POST (admin-level, in the current organisation) invites an address: the user
 * is created if new (no password), the membership waits as 'invited' and a 7-day, single-use
 * link is mailed; inviting again voids the previous link. GET shows what the accept page needs;
 * PUT accepts, with a new password (new user) or the current one (existing account).
 */
export function invitationHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/invitation',
      withAuth(sim, { permission: 'admin', roles: ADMIN_LEVEL }, (ctx) => {
        const { request, organisation, auth, body } = ctx;
        const email = normaliseEmail(str(body.email));
        const role = str(body.role) as InvitationRequest['role'];
        const problems = collectErrors();
        problems.add('email', emailProblem('Email', email));
        problems.add('first_name', requiredText('First name', str(body.first_name)));
        problems.add('last_name', requiredText('Last name', str(body.last_name)));
        if (!INVITABLE_ROLES.includes(role))
          problems.add(
            'role',
            `Role must be one of the following values: ${INVITABLE_ROLES.join(', ')}`,
          );
        const existing = userByEmail(store, email);
        const membership =
          existing &&
          store.memberships.find(
            (m) => m.user_id === existing.id && m.organisation_id === organisation.id,
          );
        if (membership?.status === 'active')
          problems.add('email', INVITATION_MESSAGES.alreadyMember);
        if (membership?.status === 'inactive')
          problems.add('email', INVITATION_MESSAGES.deactivated);
        const invalid = problems.result();
        if (invalid) return errors.validation(invalid);

        const now = sim.now();
        const createdAt = new Date(now).toISOString();
        const names = { first_name: str(body.first_name), last_name: str(body.last_name) };
        const user =
          existing ?? store.users.insert(newUser({ email, ...names, created_at: createdAt }));
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
        store.invitations.remove(
          (i) => i.organisation_id === organisation.id && i.user_id === user.id && !i.used_at,
        );
        const { token, digest } = newToken();
        store.invitations.insert({
          user_id: user.id,
          organisation_id: organisation.id,
          membership_id: waiting.id,
          invited_by_user_id: auth.user.id,
          email: user.email,
          ...names,
          role,
          ...tokenFields(digest, now, INVITATION_LIFETIME_MS),
        } satisfies Omit<InvitationRecord, 'id'>);
        const href = `${portalOrigin(request)}/auth/accept-invitation?invitation_token=${token}`;
        store.sendMail(
          invitationMail(
            user.email,
            {
              firstName: names.first_name,
              inviter: fullName(auth.user),
              organisation: organisation.name,
              role,
            },
            href,
          ),
        );
        return messageAnswer(INVITATION_MESSAGES.sent(user.email));
      }),
    ),

    http.get(
      '*/v1/auth/invitation',
      withSignature(sim, ({ url }) => {
        const found = redeemable(store, str(url.searchParams.get('invitation_token')), sim.now());
        if (found.problem) return tokenRefusal(INVITATION_MESSAGES, found.problem);
        const { invitation, user, organisation } = found;
        const inviter = store.users.get(invitation.invited_by_user_id);
        const body: InvitationDetailsResponse = {
          data: {
            email: user.email,
            first_name: hasAccount(user) ? user.first_name : invitation.first_name,
            last_name: hasAccount(user) ? user.last_name : invitation.last_name,
            organisation_uid: organisation.uid,
            organisation_name: organisation.name,
            invited_by: inviter ? fullName(inviter) : '',
            existing_user: hasAccount(user),
          },
        };
        return HttpResponse.json(body);
      }),
    ),

    http.put(
      '*/v1/auth/invitation',
      withSignature(sim, ({ body }) => {
        const now = sim.now();
        const found = redeemable(store, str(body.invitation_token), now);
        if (found.problem) return tokenRefusal(INVITATION_MESSAGES, found.problem);
        const { invitation, membership, user, organisation } = found;
        if (hasAccount(user)) {
          const password = rawText(body.password);
          if (!password || !passwordMatches(user, password))
            return errors.validation({ password: [INVITATION_MESSAGES.wrongPassword] });
        } else {
          const { password, problems } = newPasswordProblems(body);
          problems.add('first_name', requiredText('First name', str(body.first_name)));
          problems.add('last_name', requiredText('Last name', str(body.last_name)));
          const invalid = problems.result();
          if (invalid) return errors.validation(invalid);
          setPassword(store, user, password);
          store.users.update(user.id, {
            first_name: str(body.first_name),
            last_name: str(body.last_name),
          });
        }
        // Following the mailed link proves the address.
        store.users.update(user.id, { user_verified: true });
        store.memberships.update(membership.id, { status: 'active' });
        markUsed(store.invitations, invitation.id, now);
        return signedInAnswer(store, user, now, organisation.id);
      }),
    ),
  ];
}
