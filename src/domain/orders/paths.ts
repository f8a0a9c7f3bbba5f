/** Orders go one of two ways: stock sent in to the warehouse, or out to customers. */
export type { OrderDirection } from '@/domain/orders/status';
import type { OrderDirection } from '@/domain/orders/status';
import type { OrderFilter } from '@/domain/orders/listContract';
import { withQuery } from '@/lib/withQuery';

/*
 * In the domain layer, below the features: orders imports the features that link to an order
 * (support's chats, a product's Restock), so they may not import orders back
 * (scripts/lint/importGraph.ts). features/orders/paths.ts re-exports these.
 */

const ORDERS = '/orders';
const list = (direction: OrderDirection) => `${ORDERS}/${direction}`;
const record = (direction: OrderDirection, id: number | string) => `${list(direction)}/${id}`;

/** What an order list can be opened with: its filters (the server's names), search and sort. */
export type OrderListQuery = Partial<Record<OrderFilter | 'query' | 'sort', string | number>>;

/** What the new-order wizard can be opened with: the kind of order, and the order to copy. */
export interface NewOrderQuery {
  type?: string;
  from?: number | string;
}

/**
 * Every address of the order screens. The route table builds its patterns from these
 * (`orderPaths.summary('inbound', ID)`), links build addresses: no path is written twice.
 */
export const orderPaths = {
  draft: `${ORDERS}/draft`,
  returns: `${ORDERS}/returns`,
  list,
  /** A list opened on these filters (`listWith('outbound', { status: 'no_stock' })`). */
  listWith: (direction: OrderDirection, query: OrderListQuery) => withQuery(list(direction), query),
  /** The wizard; bare (the route's pattern) when no query is given. */
  new: (direction: OrderDirection, query: NewOrderQuery = {}) =>
    withQuery(`${list(direction)}/new`, { ...query }),
  summary: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/summary`,
  products: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/products`,
  productsEdit: (direction: OrderDirection, id: number | string) =>
    `${record(direction, id)}/products/edit`,
  shipment: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/shipment`,
  shipmentEdit: (direction: OrderDirection, id: number | string) =>
    `${record(direction, id)}/shipment/edit`,
  chat: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/chat`,
  pricing: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/pricing`,
  activity: (direction: OrderDirection, id: number | string) => `${record(direction, id)}/activity`,
  /** Outbound orders only. */
  distributions: (id: number | string) => `${record('outbound', id)}/distributions`,
} as const;
