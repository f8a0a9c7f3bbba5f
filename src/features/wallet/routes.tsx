import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { walletPages } from './pages';
import { walletPaths } from './paths';

/** The wallet: the `finance` marker, in the guard and on the server. */
export const walletRoutes: AppRoute[] = [
  pageRoute(walletPaths.wallet, walletPages.wallet, { permission: 'finance', title: 'Wallet' }),
];
