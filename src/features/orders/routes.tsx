import type { ComponentType } from 'react';
import { boundPage, pageRoute, type PageLoader } from '@/core/routing/pageRoute';
import type { AppRoute, NavEntry } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { ACTIVITY_RULE } from '@/domain/activity/activityRule';
import type { AccessRule } from '@/domain/permissions/accessControl';
import { orderPaths, type OrderDirection } from './paths';

type DetailPage = ComponentType<{ direction: OrderDirection }>;

/**
 * The detail tabs and their edit pages, shared by both directions and told which one they show:
 * each titled '<direction> Order <name>', an edit page 'Edit <direction> Order <name>'.
 */
const DETAIL_PAGES: {
  path:
    | 'summary'
    | 'products'
    | 'productsEdit'
    | 'shipment'
    | 'shipmentEdit'
    | 'chat'
    | 'pricing'
    | 'activity';
  name: string;
  edits?: true;
  /** A tab stricter than the order's pages: its route's rule. */
  rule?: AccessRule;
  page: () => Promise<DetailPage>;
}[] = [
  {
    path: 'summary',
    name: 'Summary',
    page: async () => (await import('./detail/SummaryPage')).SummaryPage,
  },
  {
    path: 'products',
    name: 'Products',
    page: async () => (await import('./detail/ProductsPage')).ProductsPage,
  },
  {
    path: 'productsEdit',
    name: 'Products',
    edits: true,
    page: async () => (await import('./detail/ProductsEditPage')).ProductsEditPage,
  },
  {
    path: 'shipment',
    name: 'Shipment',
    page: async () => (await import('./detail/ShipmentPage')).ShipmentPage,
  },
  {
    path: 'shipmentEdit',
    name: 'Shipment',
    edits: true,
    page: async () => (await import('./detail/ShipmentEditPage')).ShipmentEditPage,
  },
  { path: 'chat', name: 'Chat', page: async () => (await import('./detail/ChatPage')).ChatPage },
  {
    path: 'pricing',
    name: 'Pricing',
    page: async () => (await import('./detail/PricingPage')).PricingPage,
  },
  {
    path: 'activity',
    name: 'Activity',
    rule: ACTIVITY_RULE,
    page: async () => (await import('./detail/OrderActivityPage')).OrderActivityPage,
  },
];

/** The list, the wizard and the detail tabs of one direction. */
function orderDirectionRoutes(
  direction: OrderDirection,
  label: string,
  nav: NavEntry,
  list: PageLoader,
): AppRoute[] {
  return [
    pageRoute(orderPaths.list(direction), list, {
      permission: 'view',
      title: `${label} Orders`,
      nav,
    }),
    pageRoute(
      orderPaths.new(direction),
      direction === 'outbound'
        ? async () => (await import('./outbound-wizard/OutboundWizardPage')).OutboundWizardPage
        : async () => (await import('./inbound-wizard/InboundWizardPage')).InboundWizardPage,
      { permission: 'edit', title: `New ${label} Order` },
    ),
    ...DETAIL_PAGES.map(({ path, name, edits, rule, page }) =>
      pageRoute(orderPaths[path](direction, ID), boundPage(page, { direction }), {
        permission: edits ? 'edit' : 'view',
        ...rule,
        title: `${edits ? 'Edit ' : ''}${label} Order ${name}`,
      }),
    ),
  ];
}

/** The order lists: the outbound, inbound and returns tables share one chunk. */
export const orderRoutes: AppRoute[] = [
  pageRoute(orderPaths.draft, async () => (await import('./list/drafts/DraftsPage')).DraftsPage, {
    permission: 'view',
    title: 'Draft Orders',
    nav: { section: 'Orders', label: 'Draft', order: 1 },
  }),
  ...orderDirectionRoutes(
    'outbound',
    'Outbound',
    { section: 'Orders', label: 'Outbound', order: 2 },
    async () => (await import('./list/OrderListPage')).OutboundOrdersPage,
  ),
  // Outbound only.
  pageRoute(
    orderPaths.distributions(ID),
    async () => (await import('./detail/DistributionsPage')).DistributionsPage,
    { permission: 'view', title: 'Outbound Order Distributions' },
  ),
  ...orderDirectionRoutes(
    'inbound',
    'Inbound',
    { section: 'Orders', label: 'Inbound', order: 3 },
    async () => (await import('./list/OrderListPage')).InboundOrdersPage,
  ),
  pageRoute(orderPaths.returns, async () => (await import('./list/OrderListPage')).ReturnsPage, {
    permission: 'view',
    title: 'Returns',
    nav: { section: 'Orders', label: 'Returns', order: 4 },
  }),
];
