import type { PageLoader } from '@/core/routing/pageRoute';

// Until its page exists, a route shows the placeholder (replace each entry with its page).
const pending: PageLoader = async () =>
  (await import('@/components/PlaceholderPage')).PlaceholderPage;

/** The pages of this feature, each a lazy chunk. */
export const walletPages = {
  wallet: pending,
} satisfies Record<string, PageLoader>;
