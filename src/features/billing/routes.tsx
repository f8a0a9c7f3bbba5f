import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { billingPages } from './pages';
import { billingPaths } from './paths';

/** Weekly invoices: the `finance` marker, in the guard and on the server. */
export const billingRoutes: AppRoute[] = [
  pageRoute(billingPaths.invoices, billingPages.invoices, {
    permission: 'finance',
    title: 'Billing',
  }),
  pageRoute(billingPaths.invoice(ID), billingPages.invoice, {
    permission: 'finance',
    title: 'Invoice',
  }),
];
