import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { billingPaths } from './paths';

const BY = 'the billing and wallet issue (not yet filed)';

export const billingRoutes: AppRoute[] = [
  placeholderRoute(billingPaths.invoices, 'Billing', BY, { permission: 'finance' }),
  placeholderRoute(billingPaths.invoice(ID), 'Invoice', BY, { permission: 'finance' }),
];
