import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { reportPaths } from './paths';

/** The three reports: the `finance` marker, in the guard and on the server. */
export const reportRoutes: AppRoute[] = [
  pageRoute(
    reportPaths.inventory,
    async () => (await import('./pages/InventoryReportPage')).InventoryReportPage,
    {
      permission: 'finance',
      title: 'Inventory',
      nav: { section: 'Reports', label: 'Inventory', order: 1 },
    },
  ),
  pageRoute(
    reportPaths.stockMovement,
    async () => (await import('./pages/StockMovementReportPage')).StockMovementReportPage,
    {
      permission: 'finance',
      title: 'Stock Movement',
      nav: { section: 'Reports', label: 'Stock Movement', order: 2 },
    },
  ),
  pageRoute(
    reportPaths.costAnalysis,
    async () => (await import('./pages/CostAnalysisReportPage')).CostAnalysisReportPage,
    {
      permission: 'finance',
      title: 'Cost Analysis',
      nav: { section: 'Reports', label: 'Cost Analysis', order: 3 },
    },
  ),
];
