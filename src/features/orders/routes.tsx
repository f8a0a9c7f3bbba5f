import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute, NavEntry } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { orderDetailPages } from './detail/pages';
import { inboundWizardPage } from './inbound-wizard/pages';
import { orderListPages } from './list/pages';
import { outboundWizardPage } from './outbound-wizard/pages';
import { orderPaths, type OrderDirection } from './paths';

/** The list, the wizard and the detail tabs of one direction. */
function orderDirectionRoutes(direction: OrderDirection, label: string, nav: NavEntry) {
  const pages = orderDetailPages(direction);
  const view = { permission: 'view' } as const;
  const edit = { permission: 'edit' } as const;
  return [
    pageRoute(orderPaths.list(direction), orderListPages[direction], {
      ...view,
      title: `${label} Orders`,
      nav,
    }),
    pageRoute(
      orderPaths.new(direction),
      direction === 'outbound' ? outboundWizardPage : inboundWizardPage,
      { ...edit, title: `New ${label} Order` },
    ),
    pageRoute(orderPaths.summary(direction, ID), pages.summary, {
      ...view,
      title: `${label} Order Summary`,
    }),
    pageRoute(orderPaths.products(direction, ID), pages.products, {
      ...view,
      title: `${label} Order Products`,
    }),
    pageRoute(orderPaths.productsEdit(direction, ID), pages.productsEdit, {
      ...edit,
      title: `Edit ${label} Order Products`,
    }),
    pageRoute(orderPaths.shipment(direction, ID), pages.shipment, {
      ...view,
      title: `${label} Order Shipment`,
    }),
    pageRoute(orderPaths.shipmentEdit(direction, ID), pages.shipmentEdit, {
      ...edit,
      title: `Edit ${label} Order Shipment`,
    }),
    pageRoute(orderPaths.chat(direction, ID), pages.chat, {
      ...view,
      title: `${label} Order Chat`,
    }),
    pageRoute(orderPaths.pricing(direction, ID), pages.pricing, {
      ...view,
      title: `${label} Order Pricing`,
    }),
  ];
}

export const orderRoutes: AppRoute[] = [
  pageRoute(orderPaths.draft, orderListPages.draft, {
    permission: 'view',
    title: 'Draft Orders',
    nav: { section: 'Orders', label: 'Draft', order: 1 },
  }),
  ...orderDirectionRoutes('outbound', 'Outbound', {
    section: 'Orders',
    label: 'Outbound',
    order: 2,
  }),
  pageRoute(orderPaths.distributions(ID), orderDetailPages('outbound').distributions, {
    permission: 'view',
    title: 'Outbound Order Distributions',
  }),
  ...orderDirectionRoutes('inbound', 'Inbound', { section: 'Orders', label: 'Inbound', order: 3 }),
  pageRoute(orderPaths.returns, orderListPages.returns, {
    permission: 'view',
    title: 'Returns',
    nav: { section: 'Orders', label: 'Returns', order: 4 },
  }),
];
