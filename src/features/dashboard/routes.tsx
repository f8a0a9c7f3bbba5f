import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { dashboardPaths } from './paths';

export const dashboardRoutes: AppRoute[] = [
  pageRoute(
    dashboardPaths.home,
    async () => (await import('./pages/DashboardPage')).DashboardPage,
    { permission: 'view', title: 'Dashboard' },
  ),
];
