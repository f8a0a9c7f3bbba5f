import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the reports issue (not yet filed)';

export const reportRoutes: AppRoute[] = [
  placeholderRoute('/reports/products/inventory', 'Inventory', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Inventory', order: 1 },
  }),
  placeholderRoute('/reports/products/stock-movement', 'Stock Movement', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Stock Movement', order: 2 },
  }),
  placeholderRoute('/reports/orders/cost-analysis', 'Cost Analysis', BY, {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Cost Analysis', order: 3 },
  }),
];
