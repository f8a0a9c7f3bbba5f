import type { PageLoader } from '@/core/routing/pageRoute';

/** The order lists, each a lazy chunk of its own (the three tables share one). */
export const orderListPages: Record<'outbound' | 'inbound' | 'draft' | 'returns', PageLoader> = {
  outbound: async () => (await import('./OrderListPage')).OutboundOrdersPage,
  inbound: async () => (await import('./OrderListPage')).InboundOrdersPage,
  draft: async () => (await import('./drafts/DraftsPage')).DraftsPage,
  returns: async () => (await import('./OrderListPage')).ReturnsPage,
};
