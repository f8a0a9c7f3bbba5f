import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { reportPaths } from './paths';

const BY = 'the reports issue (not yet filed)';

export const reportRoutes: AppRoute[] = [
  placeholderRoute(reportPaths.inventory, 'Inventory', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Inventory', order: 1 },
  }),
  placeholderRoute(reportPaths.stockMovement, 'Stock Movement', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Stock Movement', order: 2 },
  }),
  placeholderRoute(reportPaths.costAnalysis, 'Cost Analysis', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Cost Analysis', order: 3 },
  }),
];
