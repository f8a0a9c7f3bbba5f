/** Roles and permission markers (docs/permissions.md). The API contract re-exports these. */
export type Role = 'MEMBER' | 'ADMIN' | 'OWNER';
export const ROLES: readonly Role[] = ['MEMBER', 'ADMIN', 'OWNER'];

export type Permission = 'view' | 'edit' | 'admin' | 'finance';
export const PERMISSIONS: readonly Permission[] = ['view', 'edit', 'admin', 'finance'];

/** Per role, whether each marker is allowed. A missing entry means allowed. */
export type AccessControlMap = Partial<Record<Role, Partial<Record<Permission, boolean>>>>;
