import { partnerPages } from '@/components/partners/partnerPages';
import { partnerRoutes } from '@/core/routing/partnerRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from '@/features/products/paths';
import { supplierPaths, supplierTabs } from './paths';

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
