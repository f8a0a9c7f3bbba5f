import type { DetailTab } from '@/components/page/detailTabs';
import { ACTIVITY_RULE } from '@/domain/activity/activityRule';
import { orderPaths, type OrderDirection } from '../paths';

export type OrderTab =
  'summary' | 'products' | 'shipment' | 'chat' | 'pricing' | 'distributions' | 'activity';

const common = (direction: OrderDirection) =>
  [
    { key: 'summary', label: 'Summary', path: (id) => orderPaths.summary(direction, id) },
    { key: 'products', label: 'Products', path: (id) => orderPaths.products(direction, id) },
    { key: 'shipment', label: 'Shipment', path: (id) => orderPaths.shipment(direction, id) },
    { key: 'chat', label: 'Chat', path: (id) => orderPaths.chat(direction, id) },
    { key: 'pricing', label: 'Pricing', path: (id) => orderPaths.pricing(direction, id) },
  ] as const satisfies readonly DetailTab<OrderTab>[];

/** Who changed the order, when, and what: the last tab, for owners and admins. */
const activityTab = (direction: OrderDirection): DetailTab<OrderTab> => ({
  key: 'activity',
  label: 'Activity',
  path: (id) => orderPaths.activity(direction, id),
  rule: ACTIVITY_RULE,
});

/**
 * The order tabs of each direction, in order, built from the same path builders as the route
 * table. Only an outbound order can be split, so only it has Distributions.
 */
export const orderTabs: Record<OrderDirection, readonly DetailTab<OrderTab>[]> = {
  outbound: [
    ...common('outbound'),
    { key: 'distributions', label: 'Distributions', path: orderPaths.distributions },
    activityTab('outbound'),
  ],
  inbound: [...common('inbound'), activityTab('inbound')],
};
