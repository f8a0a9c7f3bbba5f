import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { walletPaths } from './paths';

/** The wallet: the `finance` marker, in the guard and on the server. */
export const walletRoutes: AppRoute[] = [
  pageRoute(walletPaths.wallet, async () => (await import('./WalletPage')).WalletPage, {
    permission: 'finance',
    title: 'Wallet',
  }),
];
