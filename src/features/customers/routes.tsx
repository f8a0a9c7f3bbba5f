import { partnerPages } from '@/components/partners/partnerPages';
import { partnerRoutes } from '@/core/routing/partnerRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from '@/features/products/paths';
import { customerPaths, customerTabs } from './paths';

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
