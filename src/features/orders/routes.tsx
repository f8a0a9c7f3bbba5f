import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute, NavEntry } from '@/core/routing/routeHandle';

const BY = 'an orders issue (not yet filed)';

/** The detail tabs both directions share (SPEC §2 Orders). */
function orderDirectionRoutes(direction: 'inbound' | 'outbound', label: string, nav: NavEntry) {
  const base = `/orders/${direction}`;
  const detail = `${base}/:id`;
  return [
    placeholderRoute(base, `${label} Orders`, BY, { nav }),
    placeholderRoute(`${base}/new`, `New ${label} Order`, BY, { permission: 'edit' }),
    placeholderRoute(`${detail}/summary`, `${label} Order Summary`, BY),
    placeholderRoute(`${detail}/products`, `${label} Order Products`, BY),
    placeholderRoute(`${detail}/products/edit`, `Edit ${label} Order Products`, BY, {
      permission: 'edit',
    }),
    placeholderRoute(`${detail}/shipment`, `${label} Order Shipment`, BY),
    placeholderRoute(`${detail}/shipment/edit`, `Edit ${label} Order Shipment`, BY, {
      permission: 'edit',
    }),
    placeholderRoute(`${detail}/chat`, `${label} Order Chat`, BY),
    placeholderRoute(`${detail}/pricing`, `${label} Order Pricing`, BY),
  ];
}

export const orderRoutes: AppRoute[] = [
  placeholderRoute('/orders/draft', 'Draft Orders', BY, {
    nav: { section: 'Orders', label: 'Draft', order: 1 },
  }),
  ...orderDirectionRoutes('outbound', 'Outbound', { section: 'Orders', label: 'Outbound', order: 2 }),
  placeholderRoute('/orders/outbound/:id/distributions', 'Outbound Order Distributions', BY),
  ...orderDirectionRoutes('inbound', 'Inbound', { section: 'Orders', label: 'Inbound', order: 3 }),
  placeholderRoute('/orders/returns', 'Returns', BY, {
    nav: { section: 'Orders', label: 'Returns', order: 4 },
  }),
];
