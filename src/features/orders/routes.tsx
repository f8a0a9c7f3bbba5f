import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute, NavEntry } from '@/core/routing/routeHandle';
import { ID } from '@/core/routing/routeParams';
import { orderPaths, type OrderDirection } from './paths';

const BY = 'an orders issue (not yet filed)';

/** The list, the wizard and the detail tabs both directions share. */
function orderDirectionRoutes(direction: OrderDirection, label: string, nav: NavEntry) {
  return [
    placeholderRoute(orderPaths.list(direction), `${label} Orders`, BY, { nav }),
    placeholderRoute(orderPaths.new(direction), `New ${label} Order`, BY, { permission: 'edit' }),
    placeholderRoute(orderPaths.summary(direction, ID), `${label} Order Summary`, BY),
    placeholderRoute(orderPaths.products(direction, ID), `${label} Order Products`, BY),
    placeholderRoute(orderPaths.productsEdit(direction, ID), `Edit ${label} Order Products`, BY, {
      permission: 'edit',
    }),
    placeholderRoute(orderPaths.shipment(direction, ID), `${label} Order Shipment`, BY),
    placeholderRoute(orderPaths.shipmentEdit(direction, ID), `Edit ${label} Order Shipment`, BY, {
      permission: 'edit',
    }),
    placeholderRoute(orderPaths.chat(direction, ID), `${label} Order Chat`, BY),
    placeholderRoute(orderPaths.pricing(direction, ID), `${label} Order Pricing`, BY),
  ];
}

export const orderRoutes: AppRoute[] = [
  placeholderRoute(orderPaths.draft, 'Draft Orders', BY, {
    nav: { section: 'Orders', label: 'Draft', order: 1 },
  }),
  ...orderDirectionRoutes('outbound', 'Outbound', {
    section: 'Orders',
    label: 'Outbound',
    order: 2,
  }),
  placeholderRoute(orderPaths.distributions(ID), 'Outbound Order Distributions', BY),
  ...orderDirectionRoutes('inbound', 'Inbound', { section: 'Orders', label: 'Inbound', order: 3 }),
  placeholderRoute(orderPaths.returns, 'Returns', BY, {
    nav: { section: 'Orders', label: 'Returns', order: 4 },
  }),
];
