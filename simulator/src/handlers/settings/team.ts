import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  InviteMemberOptionsResponse,
  MemberStatus,
  TeamFunctionsResponse,
  TeamMemberResponse,
  TeamMembersResponse,
  TeamMemberWriteResponse,
} from '@/domain/contract';
import { MEMBER_STATUSES } from '@/domain/team/contract';
import { ADMIN_LEVEL, DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import { functionTable } from '@/domain/permissions/functions';
import { ROLES } from '@/domain/permissions/types';
import type { MembershipRecord } from '../../db/schema';
import { pageOf, str } from '../../server-rules/body';
import { errors } from '../../server-rules/errors';
import { withAuth, type OrganisationContext, type Simulator } from '../../server-rules/pipeline';
import { outOfScope } from '../../settings/scope';
import {
  INVITATION_MESSAGES,
  inviteMember,
  type InvitationScope,
  mailInvitation,
  voidInvitations,
} from '../../settings/teamInvitation';
import {
  actionRefusal,
  fullName,
  grantableRoles,
  invitableRoles,
  memberView,
  membershipByUid,
  TEAM_MESSAGES,
} from '../../settings/teamRules';
import { updateMember } from '../../settings/teamUpdate';
import { listMembers } from '../../settings/teamList';

const ANYONE = { permission: 'view' } as const;
const ADMINS = { permission: 'admin', roles: ADMIN_LEVEL } as const;

type Rule = typeof ANYONE | typeof ADMINS;

/**
 * A limit on this member (an admin changing an owner, deactivating oneself): 422 with a code,
 * not 403, because the portal treats any 403 as a rejected session and signs out, while the
 * caller's role did allow the call.
 */
const refused = (reason: string) => errors.coded(422, 'MEMBER_ACTION_REFUSED', reason);
type MemberResolver = (target: MembershipRecord, ctx: OrganisationContext) => Response;

/**
 * organisations/{id}/users and its actions. `{id}` is the organisation's uid (the one the request
 * acts in), `{uid}` a membership's public id (settings/teamRules.ts). Reading is open to every
 * member; inviting and changing members is for admins and owners, with the per-member limits of
 * teamRules (an owner is changed by owners only; nobody deactivates themselves).
 */
export function teamHandlers(sim: Simulator): RequestHandler[] {
  const { store } = sim;
  const USERS = '*/v1/organisations/:id/users';

  const scoped = (rule: Rule, resolver: (ctx: OrganisationContext) => Response) =>
    withAuth(sim, rule, (ctx) => outOfScope(ctx) ?? resolver(ctx));
  const withMember = (rule: Rule, resolver: MemberResolver) =>
    scoped(rule, (ctx) => {
      const target = membershipByUid(store, ctx.organisation.id, String(ctx.params.uid));
      return target ? resolver(target, ctx) : errors.notFound();
    });
  const invitationScope = (ctx: OrganisationContext): InvitationScope => ({
    sim,
    request: ctx.request,
    organisation: ctx.organisation,
    inviter: ctx.auth.user,
    actor: ctx.membership,
    acceptUrl: str(ctx.body.redirect_url) || undefined,
  });
  const written = (
    message: string,
    target: MembershipRecord | null,
    actor: MembershipRecord,
    status = 200,
  ) =>
    HttpResponse.json(
      {
        message,
        data: target ? memberView(store, actor, store.memberships.get(target.id)!) : null,
      } satisfies TeamMemberWriteResponse,
      { status },
    );
  const invitationAction = (action: 'resend_invitation' | 'remove_invitation') =>
    withMember(ADMINS, (target, ctx) => {
      const refusal = actionRefusal(ctx.membership, target, action);
      if (refusal) return refused(refusal);
      if (target.status !== 'invited')
        return errors.validation({ status: [TEAM_MESSAGES.notInvited] });
      const user = store.users.get(target.user_id)!;
      if (action === 'remove_invitation') {
        // The link stops working and the address may be invited again later.
        voidInvitations(store, target);
        store.memberships.remove((m) => m.id === target.id);
        return written(TEAM_MESSAGES.removed(user.email), null, ctx.membership);
      }
      mailInvitation(invitationScope(ctx), target, user);
      return written(TEAM_MESSAGES.resent(user.email), target, ctx.membership);
    });

  return [
    http.get(
      USERS,
      scoped(ANYONE, ({ url, organisation, membership }) => {
        const raw = url.searchParams.get('status') ?? '';
        const status = MEMBER_STATUSES.includes(raw as MemberStatus)
          ? (raw as MemberStatus)
          : undefined;
        const rows = listMembers(store, organisation.id, {
          query: url.searchParams.get('query') ?? '',
          status,
        }).map((m) => memberView(store, membership, m));
        return HttpResponse.json(pageOf(rows, url) satisfies TeamMembersResponse);
      }),
    ),
    http.post(
      USERS,
      scoped(ADMINS, (ctx) => {
        const { membership, body } = ctx;
        const outcome = inviteMember(invitationScope(ctx), body);
        if (outcome.problems) return errors.validation(outcome.problems);
        const sent = INVITATION_MESSAGES.sent(outcome.user.email);
        return written(sent, outcome.membership, membership, 201);
      }),
    ),
    http.get(
      `${USERS}/functions`,
      scoped(ANYONE, () =>
        HttpResponse.json({
          data: { roles: [...ROLES], functions: functionTable(DEFAULT_ACCESS_CONTROL_MAP) },
        } satisfies TeamFunctionsResponse),
      ),
    ),
    http.get(
      `${USERS}/new`,
      scoped(ADMINS, ({ membership }) =>
        HttpResponse.json({
          data: { roles: invitableRoles(membership) },
        } satisfies InviteMemberOptionsResponse),
      ),
    ),
    http.get(
      `${USERS}/:uid`,
      withMember(ANYONE, (target, { membership }) =>
        HttpResponse.json({
          data: {
            ...memberView(store, membership, target),
            grantable_roles: grantableRoles(membership, target),
          },
        } satisfies TeamMemberResponse),
      ),
    ),
    ...(['patch', 'put'] as const).map((method) =>
      http[method](
        `${USERS}/:uid`,
        withMember(ADMINS, (target, { membership, body }) => {
          const outcome = updateMember(store, membership, target, body);
          if (outcome.refusal !== null) return refused(outcome.refusal);
          if (outcome.problems) return errors.validation(outcome.problems);
          const view = memberView(store, membership, store.memberships.get(target.id)!);
          const message =
            outcome.action === 'deactivate'
              ? TEAM_MESSAGES.deactivated(fullName(view))
              : outcome.action === 'reactivate'
                ? TEAM_MESSAGES.activated(fullName(view))
                : TEAM_MESSAGES.updated(fullName(view));
          return written(message, target, membership);
        }),
      ),
    ),
    ...(['post', 'patch', 'put'] as const).flatMap((method) => [
      http[method](`${USERS}/:uid/resend_invitation`, invitationAction('resend_invitation')),
      http[method](`${USERS}/:uid/remove_invitation`, invitationAction('remove_invitation')),
    ]),
  ];
}
