import type { AppRoute } from '@/core/routing/routeHandle';
import { dashboardPaths } from './paths';

export const dashboardRoutes: AppRoute[] = [
  {
    path: dashboardPaths.home,
    handle: { permission: 'view', title: 'Dashboard' },
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
];
