import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this feature, each a lazy chunk. */
export const walletPages = {
  wallet: async () => (await import('./WalletPage')).WalletPage,
} satisfies Record<string, PageLoader>;
