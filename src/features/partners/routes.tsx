import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from '@/features/products/paths';
import { partnerPages } from './pages/partnerPages';
import { partnerRoutes } from './partnerRoutes';
import { customerPaths, customerTabs, supplierPaths, supplierTabs } from './paths';

/** The supplier screens: the shared partner pages, told they show suppliers. */
export const supplierRoutes: AppRoute[] = partnerRoutes({
  one: 'Supplier',
  many: 'Suppliers',
  order: 1,
  paths: supplierPaths,
  pages: partnerPages({
    kind: 'supplier',
    paths: supplierPaths,
    tabs: supplierTabs,
    productPath: productPaths.summary,
  }),
});

/** The customer screens: the shared partner pages, told they show customers. */
export const customerRoutes: AppRoute[] = partnerRoutes({
  one: 'Customer',
  many: 'Customers',
  order: 2,
  paths: customerPaths,
  pages: partnerPages({
    kind: 'customer',
    paths: customerPaths,
    tabs: customerTabs,
    productPath: productPaths.summary,
  }),
});
