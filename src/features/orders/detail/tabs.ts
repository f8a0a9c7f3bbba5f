import type { DetailTab } from '@/components/page/detailTabs';
import { orderPaths, type OrderDirection } from '../paths';

export type OrderTab = 'summary' | 'products' | 'shipment' | 'chat' | 'pricing' | 'distributions';

const common = (direction: OrderDirection) =>
  [
    { key: 'summary', label: 'Summary', path: (id) => orderPaths.summary(direction, id) },
    { key: 'products', label: 'Products', path: (id) => orderPaths.products(direction, id) },
    { key: 'shipment', label: 'Shipment', path: (id) => orderPaths.shipment(direction, id) },
    { key: 'chat', label: 'Chat', path: (id) => orderPaths.chat(direction, id) },
    { key: 'pricing', label: 'Pricing', path: (id) => orderPaths.pricing(direction, id) },
  ] as const satisfies readonly DetailTab<OrderTab>[];

/**
 * The order tabs of each direction, in order, built from the same path builders as the route
 * table. Only an outbound order can be split, so only it has Distributions.
 */
export const orderTabs: Record<OrderDirection, readonly DetailTab<OrderTab>[]> = {
  outbound: [
    ...common('outbound'),
    { key: 'distributions', label: 'Distributions', path: orderPaths.distributions },
  ],
  inbound: common('inbound'),
};
