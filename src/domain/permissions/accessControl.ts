import type { AccessControlMap, Permission, Role } from './types';

/** Role groups, used for a route's `roles` list: admin level (ADMIN and OWNER), owner only. */
export const ADMIN_LEVEL: Role[] = ['ADMIN', 'OWNER'];
export const OWNER_ONLY: Role[] = ['OWNER'];

/**
 * The default access-control map, returned by the simulator on me/switch responses and used by
 * the guard. docs/permissions.md is its human-readable twin; keep them in step.
 * - view:    every page that reads data.
 * - edit:    create and edit pages and actions.
 * - admin:   owner/admin-level actions (creating organisations, inviting and editing members).
 * - finance: billing, wallet, custom shipping methods and reports.
 */
export const DEFAULT_ACCESS_CONTROL_MAP: AccessControlMap = {
  MEMBER: { view: true, edit: true, admin: false, finance: false },
  ADMIN: { view: true, edit: true, admin: true, finance: true },
  OWNER: { view: true, edit: true, admin: true, finance: true },
};

export interface PermissionSubject {
  role: Role;
  accessControlMap?: AccessControlMap;
}

/**
 * OWNER is always allowed; otherwise the permission is looked up by role in the user's map; no
 * entry (or no permission to check) means allowed.
 */
export function hasPermission(subject: PermissionSubject, permission?: Permission): boolean {
  if (subject.role === 'OWNER') return true;
  if (!permission) return true;
  const entry = subject.accessControlMap?.[subject.role]?.[permission];
  return entry === undefined ? true : entry;
}

/** A route or action's requirements. */
export interface AccessRule {
  permission?: Permission;
  /** Roles allowed; none listed means all three. */
  roles?: Role[];
  /** Organisation and profile settings are excluded from the access map: any role may open them. */
  excludedFromAccessMap?: boolean;
}

export function isAllowed(subject: PermissionSubject, rule: AccessRule = {}): boolean {
  if (rule.roles && rule.roles.length > 0 && !rule.roles.includes(subject.role)) return false;
  if (rule.excludedFromAccessMap) return true;
  return hasPermission(subject, rule.permission);
}

export const ACCESS_RESTRICTED_TOOLTIP = 'Access Restricted due to your current role permissions';
export const ACTION_NOT_ALLOWED = 'Action Not Allowed!';
