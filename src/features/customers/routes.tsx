import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the suppliers and customers issue (not yet filed)';

export const customerRoutes: AppRoute[] = [
  placeholderRoute('/manage/customers', 'Customers', BY, {
    nav: { section: 'Manage', label: 'Customers', order: 2 },
  }),
  placeholderRoute('/manage/customers/new', 'Add Customer', BY, { permission: 'edit' }),
  placeholderRoute('/manage/customers/:id/summary', 'Customer Summary', BY),
  placeholderRoute('/manage/customers/:id/summary/edit', 'Edit Customer', BY, { permission: 'edit' }),
  placeholderRoute('/manage/customers/:id/products', 'Customer Products', BY),
];
