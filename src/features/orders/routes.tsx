import { boundPage, pageRoute, type PageLoader } from '@/core/routing/pageRoute';
import type { AppRoute, NavEntry } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { orderPaths, type OrderDirection } from './paths';

/** The list, the wizard and the detail tabs of one direction. */
function orderDirectionRoutes(
  direction: OrderDirection,
  label: string,
  nav: NavEntry,
  list: PageLoader,
): AppRoute[] {
  const view = { permission: 'view' } as const;
  const edit = { permission: 'edit' } as const;
  // The detail tabs and their edit pages are shared by both directions, told which one they show.
  const props = { direction };
  return [
    pageRoute(orderPaths.list(direction), list, { ...view, title: `${label} Orders`, nav }),
    pageRoute(
      orderPaths.new(direction),
      direction === 'outbound'
        ? async () => (await import('./outbound-wizard/OutboundWizardPage')).OutboundWizardPage
        : async () => (await import('./inbound-wizard/InboundWizardPage')).InboundWizardPage,
      { ...edit, title: `New ${label} Order` },
    ),
    pageRoute(
      orderPaths.summary(direction, ID),
      boundPage(async () => (await import('./detail/SummaryPage')).SummaryPage, props),
      { ...view, title: `${label} Order Summary` },
    ),
    pageRoute(
      orderPaths.products(direction, ID),
      boundPage(async () => (await import('./detail/ProductsPage')).ProductsPage, props),
      { ...view, title: `${label} Order Products` },
    ),
    pageRoute(
      orderPaths.productsEdit(direction, ID),
      boundPage(async () => (await import('./detail/ProductsEditPage')).ProductsEditPage, props),
      { ...edit, title: `Edit ${label} Order Products` },
    ),
    pageRoute(
      orderPaths.shipment(direction, ID),
      boundPage(async () => (await import('./detail/ShipmentPage')).ShipmentPage, props),
      { ...view, title: `${label} Order Shipment` },
    ),
    pageRoute(
      orderPaths.shipmentEdit(direction, ID),
      boundPage(async () => (await import('./detail/ShipmentEditPage')).ShipmentEditPage, props),
      { ...edit, title: `Edit ${label} Order Shipment` },
    ),
    pageRoute(
      orderPaths.chat(direction, ID),
      boundPage(async () => (await import('./detail/ChatPage')).ChatPage, props),
      { ...view, title: `${label} Order Chat` },
    ),
    pageRoute(
      orderPaths.pricing(direction, ID),
      boundPage(async () => (await import('./detail/PricingPage')).PricingPage, props),
      { ...view, title: `${label} Order Pricing` },
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
