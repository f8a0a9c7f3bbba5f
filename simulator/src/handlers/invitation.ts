import { http, HttpResponse } from 'msw';
import type { InvitationDetailsResponse } from '@/domain/contract';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import type { SimulatorStore } from '../db/store';
import { passwordMatches } from '../lib/hash';
import { hasAccount } from '../server-rules/accounts';
import { messageAnswer } from '../server-rules/answers';
import { rawText, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { requiredText } from '../server-rules/fields';
import { lookupToken, markUsed, tokenRefusal } from '../server-rules/oneUseTokens';
import { withAuth, withSignature, type Simulator } from '../server-rules/pipeline';
import { INVITATION_MESSAGES, inviteMember } from '../settings/teamInvitation';
import { newPasswordProblems, setPassword } from './password';
import { signedInAnswer } from './sessionAnswer';

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
 * auth/invitation. POST (admin-level, in the current organisation) invites an address through
 * the one invitation rule (settings/teamInvitation.ts), which organisations/{id}/users (POST)
 * uses too. GET shows what the accept page needs;
 * PUT accepts, with a new password (new user) or the current one (existing account).
 */
export function invitationHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/invitation',
      withAuth(sim, { permission: 'admin', roles: ADMIN_LEVEL }, (ctx) => {
        const { request, organisation, auth, membership, body } = ctx;
        const acceptUrl = str(body.redirect_url) || undefined;
        const scope = {
          sim,
          request,
          organisation,
          inviter: auth.user,
          actor: membership,
          acceptUrl,
        };
        const outcome = inviteMember(scope, body);
        if (outcome.problems) return errors.validation(outcome.problems);
        return messageAnswer(INVITATION_MESSAGES.sent(outcome.user.email));
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
