import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { supplierPaths } from './paths';

const BY = 'the suppliers and customers issue (not yet filed)';

export const supplierRoutes: AppRoute[] = [
  placeholderRoute(supplierPaths.list, 'Suppliers', BY, {
    nav: { section: 'Manage', label: 'Suppliers', order: 1 },
  }),
  placeholderRoute(supplierPaths.new, 'Add Supplier', BY, { permission: 'edit' }),
  placeholderRoute(supplierPaths.summary(ID), 'Supplier Summary', BY),
  placeholderRoute(supplierPaths.edit(ID), 'Edit Supplier', BY, { permission: 'edit' }),
  placeholderRoute(supplierPaths.products(ID), 'Supplier Products', BY),
];
