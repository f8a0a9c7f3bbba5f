import { pageRoute } from '@/core/routing/pageRoute';
import { recordRoutes } from '@/core/routing/recordRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { productPaths, productTabs } from './paths';

export const productRoutes: AppRoute[] = [
  ...recordRoutes(
    {
      one: 'Product',
      many: 'Products',
      nav: { section: 'Spaces', order: 1 },
      paths: productPaths,
      tabs: productTabs,
    },
    {
      list: async () => (await import('./pages/ProductsListPage')).ProductsListPage,
      new: async () => (await import('./wizard/ProductWizardPage')).ProductWizardPage,
      edit: async () => (await import('./detail/EditProductPage')).EditProductPage,
      summary: async () => (await import('./detail/ProductSummaryPage')).ProductSummaryPage,
      types: async () => (await import('./types/ProductTypesPage')).ProductTypesPage,
      movement: async () => (await import('./movement/ProductMovementPage')).ProductMovementPage,
      history: async () => (await import('./history/ProductHistoryPage')).ProductHistoryPage,
      activity: async () => (await import('./detail/ProductActivityPage')).ProductActivityPage,
    },
  ),
  // The bulk editor: a page of its own, so a reload keeps it (its selection is in sessionStorage).
  pageRoute(productPaths.bulkEdit, async () => (await import('./bulk/BulkEditPage')).BulkEditPage, {
    permission: 'edit',
    title: 'Edit Products in Bulk',
  }),
  // A product type is added and edited from the Types tab, on pages of its own.
  pageRoute(
    productPaths.typeNew(ID),
    async () => (await import('./types/AddProductTypePage')).AddProductTypePage,
    { permission: 'edit', title: 'Add Product Type' },
  ),
  pageRoute(
    productPaths.typeEdit(ID),
    async () => (await import('./types/EditProductTypePage')).EditProductTypePage,
    { permission: 'edit', title: 'Edit Product Type' },
  ),
];
