import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this feature, each a lazy chunk. */
export const billingPages = {
  invoices: async () => (await import('./InvoiceListPage')).InvoiceListPage,
  invoice: async () => (await import('./summary/InvoiceSummaryPage')).InvoiceSummaryPage,
} satisfies Record<string, PageLoader>;
