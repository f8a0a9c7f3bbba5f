import type { AppRoute } from '@/core/routing/routeHandle';
import { profilePaths } from './paths';

/** Every signed-in user may see and edit their own profile: it is not in the access map. */
export const profileRoutes: AppRoute[] = [
  {
    path: profilePaths.details,
    handle: { permission: 'view', excludedFromAccessMap: true, title: 'Profile' },
    lazy: async () => ({
      Component: (await import('./pages/ProfileDetailsPage')).ProfileDetailsPage,
    }),
  },
  {
    path: profilePaths.edit,
    handle: { permission: 'edit', excludedFromAccessMap: true, title: 'Edit Profile' },
    lazy: async () => ({ Component: (await import('./pages/EditProfilePage')).EditProfilePage }),
  },
];
