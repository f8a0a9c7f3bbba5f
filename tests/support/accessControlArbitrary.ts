import fc from 'fast-check';
import type { AccessControlMap } from '@/domain/permissions/types';

/** Any organisation's access control map: each role's marker granted, refused or left out. */
const entry = fc.option(fc.boolean(), { nil: undefined });
const roleEntry = fc.record(
  { view: entry, edit: entry, admin: entry, finance: entry },
  { requiredKeys: [] },
);
export const anyAccessControlMap: fc.Arbitrary<AccessControlMap> = fc.record(
  { MEMBER: roleEntry, ADMIN: roleEntry, OWNER: roleEntry },
  { requiredKeys: [] },
);
