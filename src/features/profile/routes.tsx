import type { AppRoute } from '@/core/routing/routeHandle';

/** Profile settings are excluded from the access map (SPEC §6). */
export const profileRoutes: AppRoute[] = [
  {
    path: '/settings/profile/details',
    handle: { permission: 'view', excludedFromAccessMap: true, title: 'Profile' },
    lazy: async () => ({
      Component: (await import('./pages/ProfileDetailsPage')).ProfileDetailsPage,
    }),
  },
  {
    path: '/settings/profile/details/edit',
    handle: { permission: 'edit', excludedFromAccessMap: true, title: 'Edit Profile' },
    lazy: async () => ({ Component: (await import('./pages/EditProfilePage')).EditProfilePage }),
  },
];
