import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the billing and wallet issue (not yet filed)';

export const billingRoutes: AppRoute[] = [
  placeholderRoute('/settings/billing', 'Billing', BY, { permission: 'finance' }),
  placeholderRoute('/settings/billing/:id/summary', 'Invoice', BY, { permission: 'finance' }),
];
