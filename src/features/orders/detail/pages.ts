import { createElement, type ComponentType } from 'react';
import type { PageLoader } from '@/core/routing/pageRoute';
import type { OrderDirection } from '../paths';

export type OrderTabPage =
  | 'summary'
  | 'products'
  | 'productsEdit'
  | 'shipment'
  | 'shipmentEdit'
  | 'chat'
  | 'pricing'
  | 'distributions';

type DirectionPage = ComponentType<{ direction: OrderDirection }>;

/** A page both directions share, bound to one: the route shows it without props. */
function bound(direction: OrderDirection, load: () => Promise<DirectionPage>): PageLoader {
  return async () => {
    const Page = await load();
    return function OrderDirectionPage() {
      return createElement(Page, { direction });
    };
  };
}

/** The order's tabs and edit pages of one direction, each a lazy chunk. */
export function orderDetailPages(direction: OrderDirection): Record<OrderTabPage, PageLoader> {
  return {
    summary: bound(direction, async () => (await import('./SummaryPage')).SummaryPage),
    products: bound(direction, async () => (await import('./ProductsPage')).ProductsPage),
    productsEdit: bound(
      direction,
      async () => (await import('./ProductsEditPage')).ProductsEditPage,
    ),
    shipment: bound(direction, async () => (await import('./ShipmentPage')).ShipmentPage),
    shipmentEdit: bound(
      direction,
      async () => (await import('./ShipmentEditPage')).ShipmentEditPage,
    ),
    chat: bound(direction, async () => (await import('./ChatPage')).ChatPage),
    pricing: bound(direction, async () => (await import('./PricingPage')).PricingPage),
    // Outbound only (the route table mounts it under /orders/outbound).
    distributions: async () => (await import('./DistributionsPage')).DistributionsPage,
  };
}
