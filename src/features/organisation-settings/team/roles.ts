import type { Role } from '@/domain/contract';

/** A role as people read it. */
export const ROLE_LABEL: Record<Role, string> = {
  MEMBER: 'Member',
  ADMIN: 'Admin',
  OWNER: 'Owner',
};
