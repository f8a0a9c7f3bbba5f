import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the profile issue (not yet filed)';

/** Profile settings are excluded from the access map (SPEC §6). */
export const profileRoutes: AppRoute[] = [
  placeholderRoute('/settings/profile/details', 'Profile', BY, { excludedFromAccessMap: true }),
  placeholderRoute('/settings/profile/details/edit', 'Edit Profile', BY, {
    excludedFromAccessMap: true,
  }),
];
