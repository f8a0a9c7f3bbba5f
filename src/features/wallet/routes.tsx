import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the billing and wallet issue (not yet filed)';

export const walletRoutes: AppRoute[] = [
  placeholderRoute('/settings/wallet', 'Wallet', BY, { permission: 'finance' }),
];
