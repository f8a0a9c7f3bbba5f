import { boundPage } from '@/core/routing/pageRoute';
import { recordRoutes, type RecordPages } from '@/core/routing/recordRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from '@/features/products/paths';
import type { PartnerSetup, PartnerTab } from './kinds';
import { customerPaths, customerTabs, supplierPaths, supplierTabs } from './paths';

/**
 * Suppliers and customers have the same screens: the list, the add wizard, and per record its
 * summary (with an edit page) and its products. Each route shows the shared page, told which
 * kind it shows; each page is a lazy chunk of its own.
 */
function partnerPages(setup: PartnerSetup): RecordPages<PartnerTab> {
  const props = { setup };
  return {
    list: boundPage(async () => (await import('./pages/PartnerListPage')).PartnerListPage, props),
    new: boundPage(
      async () => (await import('./pages/PartnerWizardPage')).PartnerWizardPage,
      props,
    ),
    edit: boundPage(async () => (await import('./pages/PartnerEditPage')).PartnerEditPage, props),
    summary: boundPage(
      async () => (await import('./pages/PartnerSummaryPage')).PartnerSummaryPage,
      props,
    ),
    products: boundPage(
      async () => (await import('./pages/PartnerProductsPage')).PartnerProductsPage,
      props,
    ),
  };
}

export const supplierRoutes: AppRoute[] = recordRoutes(
  {
    one: 'Supplier',
    many: 'Suppliers',
    nav: { section: 'Manage', order: 1 },
    paths: supplierPaths,
    tabs: supplierTabs,
  },
  partnerPages({
    kind: 'supplier',
    paths: supplierPaths,
    tabs: supplierTabs,
    productPath: productPaths.summary,
  }),
);

export const customerRoutes: AppRoute[] = recordRoutes(
  {
    one: 'Customer',
    many: 'Customers',
    nav: { section: 'Manage', order: 2 },
    paths: customerPaths,
    tabs: customerTabs,
  },
  partnerPages({
    kind: 'customer',
    paths: customerPaths,
    tabs: customerTabs,
    productPath: productPaths.summary,
  }),
);
