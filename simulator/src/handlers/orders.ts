import { http, HttpResponse } from 'msw';
import type {
  LinkedOrdersResponse,
  OrderDirection,
  OrderFormOptionsResponse,
  OrderPricingResponse,
  OrderProductsResponse,
  OrderProgressResponse,
  OrderResponse,
  OrdersPage,
  ParcelsResponse,
  ShipmentDetailsResponse,
  ShipmentsResponse,
} from '@/domain/contract';
import type { OrderRecord } from '../db/schema';
import { costsMaskedFor, orgWarehouses } from '../catalogue/views';
import { readOrderQuery } from '../orders/query';
import { mayEdit, withOrder } from '../orders/scope';
import { INBOUND_CARRIERS, SHIPPING_METHODS } from '../orders/shipping';
import {
  orderDetail,
  orderListItem,
  orderPricing,
  orderProductLines,
  orderProgress,
  orderShipments,
  shipmentDetails,
  shippingMethodView,
  warehouseRef,
} from '../orders/views';
import { pageOf } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';
import { orderEditHandlers } from './orderEdits';
import { orderPrintHandlers } from './orderPrints';
import { orderWriteHandlers } from './orderWrites';

/** How the organisation's orders are split when their stock sits in several warehouses. */
export const SPLIT_EXPLANATION =
  'A split order is served by more than one warehouse: each product ships from the first warehouse ' +
  'that holds enough of it, your active warehouse first, and each warehouse’s share becomes its own ' +
  'order, linked to the others. A product no warehouse holds enough of stays with your active ' +
  'warehouse and waits there as No Stock.';

/**
 * bookings: the lists (both directions, or one), one order and its read-only tabs, and what a new
 * order chooses from. The writes, edits and prints are in orderWrites.ts, orderEdits.ts and
 * orderPrints.ts; docs/orders.md (## Simulator) gives the rules.
 */
export function orderHandlers(sim: Simulator) {
  const { store } = sim;

  const list = (fixed: OrderDirection | null) =>
    withAuth(sim, CAN_VIEW, ({ url, request, organisation }) => {
      const read = readOrderQuery(url, request, fixed);
      if ('errors' in read) return errors.validation(read.errors);
      const rows = store.orders
        .filter((o) => o.organisation_id === organisation.id && read.query.filter(o))
        .sort(read.query.compare);
      const page = pageOf(rows, url);
      return HttpResponse.json({
        ...page,
        data: page.data.map((o) => orderListItem(store, o)),
      } satisfies OrdersPage);
    });

  const formOptions = (direction: OrderDirection) =>
    withAuth(sim, CAN_VIEW, ({ organisation, membership }) => {
      const warehouses = orgWarehouses(store, organisation.id);
      const masked = costsMaskedFor(membership.role);
      const answer: OrderFormOptionsResponse = {
        data: {
          warehouses: warehouses.map(warehouseRef),
          default_warehouse_id: organisation.active_warehouse_id ?? warehouses[0]?.id ?? 0,
          split_explanation: SPLIT_EXPLANATION,
          shipping_methods:
            direction === 'outbound'
              ? SHIPPING_METHODS.map((m) => shippingMethodView(m, masked))
              : [],
          carriers: [...INBOUND_CARRIERS],
        },
      };
      return HttpResponse.json(answer);
    });

  const view = (resolve: (order: OrderRecord, masked: boolean, url: URL) => unknown) =>
    withOrder(sim, CAN_VIEW, (order, { membership, url }) =>
      HttpResponse.json(resolve(order, costsMaskedFor(membership.role), url) as object),
    );

  return [
    // Fixed paths before bookings/:id, which would otherwise take them.
    http.get('*/v1/bookings', list(null)),
    http.get('*/v1/bookings/outbounds', list('outbound')),
    http.get('*/v1/bookings/inbounds', list('inbound')),
    http.get('*/v1/bookings/outbounds/new', formOptions('outbound')),
    http.get('*/v1/bookings/inbounds/new', formOptions('inbound')),
    ...orderWriteHandlers(sim),
    ...orderPrintHandlers(sim),
    http.get(
      '*/v1/bookings/:id',
      withOrder(sim, CAN_VIEW, (order, { membership }) =>
        HttpResponse.json({
          data: orderDetail(store, order, mayEdit(membership.role)),
        } satisfies OrderResponse),
      ),
    ),
    http.get(
      '*/v1/bookings/:id/progress',
      view((order) => ({ data: orderProgress(order) }) satisfies OrderProgressResponse),
    ),
    http.get(
      '*/v1/bookings/:id/products',
      view(
        (order, masked) =>
          ({ data: orderProductLines(store, order, masked) }) satisfies OrderProductsResponse,
      ),
    ),
    http.get(
      '*/v1/bookings/:id/pricing',
      view(
        (order, masked) =>
          ({ data: orderPricing(store, order, masked) }) satisfies OrderPricingResponse,
      ),
    ),
    http.get(
      '*/v1/bookings/:id/shipments/details',
      view((order) => ({ data: shipmentDetails(store, order) }) satisfies ShipmentDetailsResponse),
    ),
    http.get(
      '*/v1/bookings/:id/shipments',
      view((order) => ({ data: orderShipments(order) }) satisfies ShipmentsResponse),
    ),
    http.get(
      '*/v1/bookings/:id/shipments/parcels',
      view((order) => ({ data: order.parcels.map((p) => ({ ...p })) }) satisfies ParcelsResponse),
    ),
    http.get(
      '*/v1/bookings/:id/linked-orders',
      view(
        (order) =>
          ({
            data: [order.id, ...order.linked_ids]
              .map((id) => store.orders.get(id))
              .filter((o): o is OrderRecord => !!o && o.organisation_id === order.organisation_id)
              .sort((a, b) => a.id - b.id)
              .map((o) => orderListItem(store, o)),
          }) satisfies LinkedOrdersResponse,
      ),
    ),
    ...orderEditHandlers(sim),
  ];
}
