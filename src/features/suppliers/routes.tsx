import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the suppliers and customers issue (not yet filed)';

export const supplierRoutes: AppRoute[] = [
  placeholderRoute('/manage/suppliers', 'Suppliers', BY, {
    nav: { section: 'Manage', label: 'Suppliers', order: 1 },
  }),
  placeholderRoute('/manage/suppliers/new', 'Add Supplier', BY, { permission: 'edit' }),
  placeholderRoute('/manage/suppliers/:id/summary', 'Supplier Summary', BY),
  placeholderRoute('/manage/suppliers/:id/summary/edit', 'Edit Supplier', BY, { permission: 'edit' }),
  placeholderRoute('/manage/suppliers/:id/products', 'Supplier Products', BY),
];
