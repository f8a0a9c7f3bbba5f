import type { AppRoute } from '@/core/routing/routeHandle';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    handle: { permission: 'view', title: 'Dashboard' },
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
];
