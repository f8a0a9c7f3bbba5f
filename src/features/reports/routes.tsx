import { pageRoute, type PageLoader } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { reportPaths } from './paths';

/** One report page: its address, its title (also its label in the side navigation) and its chunk. */
interface ReportRoute {
  path: string;
  title: string;
  page: PageLoader;
}

/** In the order they stand under Reports in the side navigation. */
const reports: ReportRoute[] = [
  {
    path: reportPaths.inventory,
    title: 'Inventory',
    page: async () => (await import('./pages/InventoryReportPage')).InventoryReportPage,
  },
  {
    path: reportPaths.stockMovement,
    title: 'Stock Movement',
    page: async () => (await import('./pages/StockMovementReportPage')).StockMovementReportPage,
  },
  {
    path: reportPaths.costAnalysis,
    title: 'Cost Analysis',
    page: async () => (await import('./pages/CostAnalysisReportPage')).CostAnalysisReportPage,
  },
];

/** The three reports: the `finance` marker, in the guard and on the server. */
export const reportRoutes: AppRoute[] = reports.map(({ path, title, page }, index) =>
  pageRoute(path, page, {
    permission: 'finance',
    title,
    nav: { section: 'Reports', label: title, order: index + 1 },
  }),
);
