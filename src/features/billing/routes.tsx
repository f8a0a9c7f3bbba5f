import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { billingPaths } from './paths';

/** Weekly invoices: the `finance` marker, in the guard and on the server. */
export const billingRoutes: AppRoute[] = [
  pageRoute(
    billingPaths.invoices,
    async () => (await import('./InvoiceListPage')).InvoiceListPage,
    {
      permission: 'finance',
      title: 'Billing',
    },
  ),
  pageRoute(
    billingPaths.invoice(ID),
    async () => (await import('./summary/InvoiceSummaryPage')).InvoiceSummaryPage,
    { permission: 'finance', title: 'Invoice' },
  ),
];
