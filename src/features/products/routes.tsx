import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the catalogue issue (#4)';

export const productRoutes: AppRoute[] = [
  placeholderRoute('/space/products', 'Products', BY, {
    nav: { section: 'Spaces', label: 'Products', order: 1 },
  }),
  placeholderRoute('/space/products/new', 'Add Product', BY, { permission: 'edit' }),
  placeholderRoute('/space/products/:id/summary', 'Product Summary', BY),
  placeholderRoute('/space/products/:id/summary/edit', 'Edit Product', BY, { permission: 'edit' }),
  placeholderRoute('/space/products/:id/types', 'Product Types', BY),
  placeholderRoute('/space/products/:id/types/new', 'Add Product Type', BY, { permission: 'edit' }),
  placeholderRoute('/space/products/:id/types/edit', 'Edit Product Type', BY, { permission: 'edit' }),
  placeholderRoute('/space/products/:id/movement', 'Product Movement', BY),
  placeholderRoute('/space/products/:id/history', 'Product History', BY),
];
