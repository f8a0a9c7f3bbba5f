import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { profilePaths } from './paths';

/** Every signed-in user may see and edit their own profile: it is not in the access map. */
export const profileRoutes: AppRoute[] = [
  pageRoute(
    profilePaths.details,
    async () => (await import('./pages/ProfileDetailsPage')).ProfileDetailsPage,
    { permission: 'view', excludedFromAccessMap: true, title: 'Profile' },
  ),
  pageRoute(
    profilePaths.edit,
    async () => (await import('./pages/EditProfilePage')).EditProfilePage,
    { permission: 'edit', excludedFromAccessMap: true, title: 'Edit Profile' },
  ),
];
