import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this feature, each a lazy chunk. */
export const reportPages = {
  inventory: async () => (await import('./pages/InventoryReportPage')).InventoryReportPage,
  stockMovement: async () =>
    (await import('./pages/StockMovementReportPage')).StockMovementReportPage,
  costAnalysis: async () => (await import('./pages/CostAnalysisReportPage')).CostAnalysisReportPage,
} satisfies Record<string, PageLoader>;
