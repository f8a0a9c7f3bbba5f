import type { AppRoute } from '@/core/routing/routeHandle';

export const productRoutes: AppRoute[] = [
  {
    path: '/space/products',
    handle: {
      permission: 'view',
      title: 'Products',
      nav: { section: 'Spaces', label: 'Products', order: 1 },
    },
    lazy: async () => ({ Component: (await import('./pages/ProductsListPage')).ProductsListPage }),
  },
  {
    path: '/space/products/new',
    handle: { permission: 'edit', title: 'Add Product' },
    lazy: async () => ({
      Component: (await import('./wizard/ProductWizardPage')).ProductWizardPage,
    }),
  },
  {
    path: '/space/products/:id/summary',
    handle: { permission: 'view', title: 'Product Summary' },
    lazy: async () => ({
      Component: (await import('./detail/ProductSummaryPage')).ProductSummaryPage,
    }),
  },
  {
    path: '/space/products/:id/summary/edit',
    handle: { permission: 'edit', title: 'Edit Product' },
    lazy: async () => ({
      Component: (await import('./detail/EditProductPage')).EditProductPage,
    }),
  },
  {
    path: '/space/products/:id/types',
    handle: { permission: 'view', title: 'Product Types' },
    lazy: async () => ({
      Component: (await import('./types/ProductTypesPage')).ProductTypesPage,
    }),
  },
  {
    path: '/space/products/:id/types/new',
    handle: { permission: 'edit', title: 'Add Product Type' },
    lazy: async () => ({
      Component: (await import('./types/AddProductTypePage')).AddProductTypePage,
    }),
  },
  {
    path: '/space/products/:id/types/edit',
    handle: { permission: 'edit', title: 'Edit Product Type' },
    lazy: async () => ({
      Component: (await import('./types/EditProductTypePage')).EditProductTypePage,
    }),
  },
  {
    path: '/space/products/:id/movement',
    handle: { permission: 'view', title: 'Product Movement' },
    lazy: async () => ({
      Component: (await import('./movement/ProductMovementPage')).ProductMovementPage,
    }),
  },
  {
    path: '/space/products/:id/history',
    handle: { permission: 'view', title: 'Product History' },
    lazy: async () => ({
      Component: (await import('./history/ProductHistoryPage')).ProductHistoryPage,
    }),
  },
];
