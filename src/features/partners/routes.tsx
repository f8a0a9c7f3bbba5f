import { boundPage } from '@/core/routing/pageRoute';
import { recordRoutes, type RecordPages } from '@/core/routing/recordRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { productPaths } from '@/features/products/paths';
import type { PartnerKind } from '@/domain/contract';
import { PARTNER_WORDS, type PartnerSetup, type PartnerTab } from './kinds';
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
    activity: boundPage(
      async () => (await import('./pages/PartnerActivityPage')).PartnerActivityPage,
      props,
    ),
  };
}

const PARTNER_ADDRESSES = {
  supplier: { paths: supplierPaths, tabs: supplierTabs },
  customer: { paths: customerPaths, tabs: customerTabs },
} as const;

/**
 * A kind's routes: its words name the pages and the menu entry, its addresses and tabs place
 * them; `order` is its place under Manage.
 */
function partnerRoutes(kind: PartnerKind, order: number): AppRoute[] {
  const { paths, tabs } = PARTNER_ADDRESSES[kind];
  const { one, many } = PARTNER_WORDS[kind];
  return recordRoutes(
    { one, many, nav: { section: 'Manage', order }, paths, tabs },
    partnerPages({ kind, paths, tabs, productPath: productPaths.summary }),
  );
}

export const supplierRoutes: AppRoute[] = partnerRoutes('supplier', 1);
export const customerRoutes: AppRoute[] = partnerRoutes('customer', 2);
