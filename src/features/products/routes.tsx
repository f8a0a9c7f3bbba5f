import { ID } from '@/core/routing/routeParams';
import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from './paths';

export const productRoutes: AppRoute[] = [
  {
    path: productPaths.list,
    handle: {
      permission: 'view',
      title: 'Products',
      nav: { section: 'Spaces', label: 'Products', order: 1 },
    },
    lazy: async () => ({ Component: (await import('./pages/ProductsListPage')).ProductsListPage }),
  },
  {
    path: productPaths.new,
    handle: { permission: 'edit', title: 'Add Product' },
    lazy: async () => ({
      Component: (await import('./wizard/ProductWizardPage')).ProductWizardPage,
    }),
  },
  {
    path: productPaths.summary(ID),
    handle: { permission: 'view', title: 'Product Summary' },
    lazy: async () => ({
      Component: (await import('./detail/ProductSummaryPage')).ProductSummaryPage,
    }),
  },
  {
    path: productPaths.edit(ID),
    handle: { permission: 'edit', title: 'Edit Product' },
    lazy: async () => ({
      Component: (await import('./detail/EditProductPage')).EditProductPage,
    }),
  },
  {
    path: productPaths.types(ID),
    handle: { permission: 'view', title: 'Product Types' },
    lazy: async () => ({
      Component: (await import('./types/ProductTypesPage')).ProductTypesPage,
    }),
  },
  {
    path: productPaths.typeNew(ID),
    handle: { permission: 'edit', title: 'Add Product Type' },
    lazy: async () => ({
      Component: (await import('./types/AddProductTypePage')).AddProductTypePage,
    }),
  },
  {
    path: productPaths.typeEdit(ID),
    handle: { permission: 'edit', title: 'Edit Product Type' },
    lazy: async () => ({
      Component: (await import('./types/EditProductTypePage')).EditProductTypePage,
    }),
  },
  {
    path: productPaths.movement(ID),
    handle: { permission: 'view', title: 'Product Movement' },
    lazy: async () => ({
      Component: (await import('./movement/ProductMovementPage')).ProductMovementPage,
    }),
  },
  {
    path: productPaths.history(ID),
    handle: { permission: 'view', title: 'Product History' },
    lazy: async () => ({
      Component: (await import('./history/ProductHistoryPage')).ProductHistoryPage,
    }),
  },
];
