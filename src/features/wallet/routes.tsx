import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { walletPaths } from './paths';

const BY = 'the billing and wallet issue (not yet filed)';

export const walletRoutes: AppRoute[] = [
  placeholderRoute(walletPaths.wallet, 'Wallet', BY, { permission: 'finance' }),
];
