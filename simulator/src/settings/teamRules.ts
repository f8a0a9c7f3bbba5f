import type { MemberAction, Role, TeamMember } from '@/domain/contract';
import { ACCESS_RESTRICTED_TOOLTIP, ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import type { MembershipRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { memberUid } from '../lib/memberUid';

/**
 * Who may do what to a member of the team. The handlers refuse with these reasons, and the list
 * sends them per row so the portal shows the same refusals before anyone clicks.
 */
export const TEAM_MESSAGES = {
  ownerByOwnerOnly: 'Only an owner can change an owner.',
  notSelfDeactivate: 'You cannot deactivate yourself.',
  notSelfRole: 'You cannot change your own role.',
  roleNotGrantable: (roles: Role[]) =>
    `Role must be one of the following values: ${roles.join(', ')}`,
  invitedNotOwner: 'An invited member can be made an owner once they have accepted.',
  statusNotChangeable: 'Status can only move between active and inactive',
  notInvited: 'This member has no invitation waiting',
  activated: (name: string) => `${name} has been reactivated.`,
  deactivated: (name: string) => `${name} has been deactivated.`,
  updated: (name: string) => `${name} has been updated.`,
  resent: (email: string) => `The invitation has been sent again to ${email}.`,
  removed: (email: string) => `The invitation to ${email} has been removed.`,
} as const;

/** The actions each status offers. */
export const ACTIONS_BY_STATUS: Record<MembershipRecord['status'], MemberAction[]> = {
  active: ['edit', 'deactivate'],
  inactive: ['edit', 'reactivate'],
  invited: ['edit', 'resend_invitation', 'remove_invitation'],
};

export { memberUid };

export function membershipByUid(store: SimulatorStore, organisationId: number, uid: string) {
  return store.memberships.find(
    (m) => m.organisation_id === organisationId && memberUid(m) === uid,
  );
}

export const isAdminLevel = (role: Role) => ADMIN_LEVEL.includes(role);

/**
 * Why `actor` may not take `action` on `target`, or null when they may. Only admin-level roles
 * act on members; an owner is changed by owners only; nobody deactivates themselves.
 */
export function actionRefusal(
  actor: MembershipRecord,
  target: MembershipRecord,
  action: MemberAction,
): string | null {
  if (!isAdminLevel(actor.role)) return ACCESS_RESTRICTED_TOOLTIP;
  if (target.role === 'OWNER' && actor.role !== 'OWNER') return TEAM_MESSAGES.ownerByOwnerOnly;
  if (action === 'deactivate' && target.id === actor.id) return TEAM_MESSAGES.notSelfDeactivate;
  return null;
}

/** The roles `actor` may invite someone as: ownership is given to accepted members only. */
export const invitableRoles = (actor: MembershipRecord): Role[] =>
  isAdminLevel(actor.role) ? ['MEMBER', 'ADMIN'] : [];

/**
 * The roles `actor` may give `target` when editing: owners give any role, admins up to admin;
 * an invitee cannot become an owner; nobody changes their own role (so an organisation never
 * loses its last owner). The target's current role is always offered (it is no change).
 */
export function grantableRoles(actor: MembershipRecord, target: MembershipRecord): Role[] {
  if (actionRefusal(actor, target, 'edit')) return [];
  if (target.id === actor.id) return [target.role];
  const ceiling: Role[] =
    actor.role === 'OWNER' ? ['MEMBER', 'ADMIN', 'OWNER'] : ['MEMBER', 'ADMIN'];
  return ceiling.filter((r) => !(r === 'OWNER' && target.status === 'invited'));
}

/** Why `role` cannot be given, or null. */
export function roleRefusal(
  actor: MembershipRecord,
  target: MembershipRecord,
  role: Role,
): string | null {
  if (role === target.role) return null;
  if (target.id === actor.id) return TEAM_MESSAGES.notSelfRole;
  if (role === 'OWNER' && target.status === 'invited') return TEAM_MESSAGES.invitedNotOwner;
  const roles = grantableRoles(actor, target);
  return roles.includes(role) ? null : TEAM_MESSAGES.roleNotGrantable(roles);
}

/** A member as the portal lists it, with what the caller may not do to them. */
export function memberView(
  store: SimulatorStore,
  actor: MembershipRecord,
  membership: MembershipRecord,
): TeamMember {
  const user = store.users.get(membership.user_id);
  const refused: TeamMember['refused'] = {};
  for (const action of ACTIONS_BY_STATUS[membership.status]) {
    const reason = actionRefusal(actor, membership, action);
    if (reason) refused[action] = reason;
  }
  return {
    uid: memberUid(membership),
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    role: membership.role,
    status: membership.status,
    is_self: membership.id === actor.id,
    refused,
  };
}

export const fullName = (m: Pick<TeamMember, 'first_name' | 'last_name'>) =>
  `${m.first_name} ${m.last_name}`.trim();
