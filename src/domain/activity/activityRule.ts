import { ADMIN_LEVEL, type AccessRule } from '@/domain/permissions/accessControl';

/** Who may read the activity trail (the screen, a record's Activity tab, the endpoint). */
export const ACTIVITY_RULE: AccessRule = {
  permission: 'admin',
  excludedFromAccessMap: true,
  roles: ADMIN_LEVEL,
};
