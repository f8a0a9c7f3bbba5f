/**
 * An organisation's team (organisations/{id}/users and its actions). Re-exported from
 * contract.ts. `{id}` is the organisation's uid; a member's `uid` is the public id of the
 * membership (stable, never the e-mail), so the same person has another uid in another
 * organisation.
 */
import type { DataAnswer, Page } from '../contract';
import type { Permission, Role } from '@/domain/permissions/types';

export type MemberStatus = 'active' | 'invited' | 'inactive';
export const MEMBER_STATUSES: readonly MemberStatus[] = ['active', 'invited', 'inactive'];

/** What can be done to a member, by status: active → deactivate, inactive → reactivate, invited → resend or remove. */
export type MemberAction =
  'edit' | 'deactivate' | 'reactivate' | 'resend_invitation' | 'remove_invitation';

export interface TeamMember {
  uid: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  /** The caller's own membership. */
  is_self: boolean;
  /**
   * The actions of this member's status the caller may NOT take, with the server's reason
   * ('Only an owner can change an owner.'). An action of the status that is absent is allowed.
   * A caller below admin level may take none: every action is listed.
   */
  refused: Partial<Record<MemberAction, string>>;
}

/** GET organisations/{id}/users?query=&status=&page=&per_page= */
export interface TeamMemberListQuery {
  page: number;
  per_page: number;
  query?: string;
  status?: MemberStatus;
}
export type TeamMembersResponse = Page<TeamMember>;

/** GET organisations/{id}/users/{uid}: the member and the roles the caller may give them. */
export interface TeamMemberDetail extends TeamMember {
  grantable_roles: Role[];
}
export type TeamMemberResponse = DataAnswer<TeamMemberDetail>;

/** GET organisations/{id}/users/new: what the invite form offers the caller. */
export type InviteMemberOptionsResponse = DataAnswer<{ roles: Role[] }>;

/**
 * POST organisations/{id}/users. `redirect_url` is the portal's accept page
 * (`<origin>/auth/accept-invitation`): the mailed link opens it with the token.
 */
export interface InviteMemberRequest {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  redirect_url?: string;
}

/** POST organisations/{id}/users/{uid}/resend_invitation */
export interface ResendInvitationRequest {
  redirect_url?: string;
}

/**
 * PATCH organisations/{id}/users/{uid}: any of names, role, status. `status` moves an active
 * member to inactive (Deactivate) or back (Reactivate); an invitation has its own actions.
 */
export interface UpdateMemberRequest {
  first_name?: string;
  last_name?: string;
  role?: Role;
  status?: Extract<MemberStatus, 'active' | 'inactive'>;
}

/** Answer of invite, update, resend_invitation and remove_invitation. */
export interface TeamMemberWriteResponse {
  message: string;
  /** Null after remove_invitation: the invitation is gone. */
  data: TeamMember | null;
}

/** GET organisations/{id}/users/functions: the access map the guard uses, with its labels. */
export interface TeamFunction {
  permission: Permission;
  label: string;
  description: string;
  allowed: Record<Role, boolean>;
}
export type TeamFunctionsResponse = DataAnswer<{ roles: Role[]; functions: TeamFunction[] }>;
