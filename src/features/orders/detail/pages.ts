import type { PageLoader } from '@/core/routing/pageRoute';
import type { OrderDirection } from '../paths';
import { pendingPage } from '../pendingPage';

export type OrderTabPage =
  | 'summary'
  | 'products'
  | 'productsEdit'
  | 'shipment'
  | 'shipmentEdit'
  | 'chat'
  | 'pricing'
  | 'distributions';

/** The order's tabs and edit pages of one direction, each a lazy chunk. */
export function orderDetailPages(direction: OrderDirection): Record<OrderTabPage, PageLoader> {
  void direction;
  return {
    summary: pendingPage,
    products: pendingPage,
    productsEdit: pendingPage,
    shipment: pendingPage,
    shipmentEdit: pendingPage,
    chat: pendingPage,
    pricing: pendingPage,
    distributions: pendingPage,
  };
}
