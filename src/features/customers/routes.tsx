import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { customerPaths } from './paths';

const BY = 'the suppliers and customers issue (not yet filed)';

export const customerRoutes: AppRoute[] = [
  placeholderRoute(customerPaths.list, 'Customers', BY, {
    nav: { section: 'Manage', label: 'Customers', order: 2 },
  }),
  placeholderRoute(customerPaths.new, 'Add Customer', BY, { permission: 'edit' }),
  placeholderRoute(customerPaths.summary(ID), 'Customer Summary', BY),
  placeholderRoute(customerPaths.edit(ID), 'Edit Customer', BY, { permission: 'edit' }),
  placeholderRoute(customerPaths.products(ID), 'Customer Products', BY),
];
