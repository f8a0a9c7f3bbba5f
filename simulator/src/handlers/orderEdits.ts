import { http, HttpResponse } from 'msw';
import type { OrderResponse, ParcelsResponse, ShipmentDetailsResponse } from '@/domain/contract';
import {
  INBOUND_SHIPPING_FIELDS,
  ORDER_REASON_FIELDS,
  OUTBOUND_SHIPPING_FIELDS,
} from '@/domain/orders/fields';
import {
  etaProblem,
  INSURANCE_REFUSAL,
  validCostPrice,
  WAREHOUSE_AND_METHOD_MESSAGE,
} from '@/domain/orders/rules';
import { canAmend, canCancel, canEdit, statusRefusal } from '@/domain/orders/status';
import type { OrderRecord } from '../db/schema';
import { countryList } from '../lib/countries';
import { iso2Of } from '../orders/address';
import {
  checkRegistry,
  ETA_FORMAT_MESSAGE,
  ORDER_MESSAGES,
  readLines,
  readParcels,
  referenceTaken,
  text,
} from '../orders/input';
import { moveOrder, settleAfterEdit } from '../orders/lifecycle';
import { localDay, timezoneOffset } from '../orders/query';
import { mayEdit, withOrder, writerFor } from '../orders/scope';
import { releaseStock } from '../orders/stock';
import { deliveryZone, shippingMethod } from '../orders/shipping';
import { orderDetail, shipmentDetails } from '../orders/views';
import { errors } from '../server-rules/errors';
import { collectErrors } from '../server-rules/fields';
import { CAN_EDIT, type OrganisationContext, type Simulator } from '../server-rules/pipeline';

const refuse = (message: string) => errors.validation({ status: [message] });

/** The moves an order makes for a reason: what allows each, and the status it goes to. */
const REASONED_MOVES = {
  amend: { allowed: canAmend, to: 'amending' },
  cancel: { allowed: canCancel, to: 'cancelled' },
} as const;

/**
 * Changes to an existing order, each refused by the state machine when the order's status does
 * not allow it (422 on `status`, worded by statusRefusal): amend and cancel {reason}; the lines
 * (PUT products), the shipment (PATCH shipments/details) and the parcels (PUT
 * shipments/parcels) while the order can be edited. An edit ends an amend (lifecycle.ts).
 */
export function orderEditHandlers(sim: Simulator) {
  const { store } = sim;
  const detail = (order: OrderRecord, ctx: OrganisationContext) =>
    HttpResponse.json({
      data: orderDetail(store, order, mayEdit(ctx.membership.role)),
    } satisfies OrderResponse);

  const reasonOf = (ctx: OrganisationContext) => {
    const found = collectErrors();
    checkRegistry(found, ORDER_REASON_FIELDS, ctx.body);
    return { reason: text(ctx.body.reason), problems: found.result() };
  };

  /** amend and cancel: a move the order's state allows, for the reason the caller gives. */
  const moveWithReason = (action: keyof typeof REASONED_MOVES) =>
    withOrder(sim, CAN_EDIT, (order, ctx) => {
      const { allowed, to } = REASONED_MOVES[action];
      if (!allowed(order.type, order.status)) return refuse(statusRefusal[action](order.status));
      const { reason, problems } = reasonOf(ctx);
      if (problems) return errors.validation(problems);
      order.reason = reason;
      moveOrder(writerFor(sim, ctx), order, to);
      return detail(order, ctx);
    });
  const amend = moveWithReason('amend');
  const cancel = moveWithReason('cancel');

  const putProducts = withOrder(sim, CAN_EDIT, (order, ctx) => {
    if (!canEdit(order.status)) return refuse(statusRefusal.edit(order.status));
    const found = collectErrors();
    const lines = readLines(store, order.organisation_id, ctx.body.products, found, order.type);
    const problems = found.result();
    if (problems) return errors.validation(problems);
    const w = writerFor(sim, ctx);
    if (order.type === 'outbound' && order.insurance) {
      const uninsurable = lines.some(
        (l) => !validCostPrice(store.products.get(l.product_id)?.supplier_value),
      );
      if (uninsurable) return errors.validation({ products: [INSURANCE_REFUSAL] });
    }
    // Holds belong to the old lines: let go of them before the lines change.
    if (order.type === 'outbound') releaseStock(w, order);
    order.lines = lines;
    settleAfterEdit(w, order);
    return detail(order, ctx);
  });

  const patchShipment = withOrder(sim, CAN_EDIT, (order, ctx) => {
    if (!canEdit(order.status)) return refuse(statusRefusal.edit(order.status));
    const { body, organisation, request } = ctx;
    const found = collectErrors();
    const registry = order.type === 'outbound' ? OUTBOUND_SHIPPING_FIELDS : INBOUND_SHIPPING_FIELDS;
    checkRegistry(found, registry, body, true);
    const warehouseChanges =
      body.warehouse_id !== undefined && Number(body.warehouse_id) !== order.warehouse_id;
    const methodChanges =
      order.type === 'outbound' &&
      body.shipping_method !== undefined &&
      text(body.shipping_method) !== order.shipping_method;
    if (warehouseChanges && methodChanges)
      return errors.validation({
        warehouse_id: [WAREHOUSE_AND_METHOD_MESSAGE],
        shipping_method: [WAREHOUSE_AND_METHOD_MESSAGE],
      });
    const warehouse = warehouseChanges
      ? store.warehouses.get(Number(body.warehouse_id))
      : undefined;
    if (warehouseChanges && (!warehouse || warehouse.organisation_id !== organisation.id))
      found.add('warehouse_id', ORDER_MESSAGES.warehouseUnknown);
    const method = methodChanges ? shippingMethod(text(body.shipping_method)) : undefined;
    if (methodChanges && !method) found.add('shipping_method', ORDER_MESSAGES.methodUnknown);
    const iso2 = order.address ? iso2Of(order.address.country) : '';
    if (method && !method.international && iso2 && iso2 !== 'AU')
      found.add(
        'shipping_method',
        ORDER_MESSAGES.methodDomestic(
          method.label,
          countryList().find((c) => c.iso2 === iso2)?.text ?? iso2,
        ),
      );
    const insured =
      order.type === 'outbound' &&
      ((method ?? shippingMethod(order.shipping_method))?.insured === true ||
        (body.insurance ?? order.insurance) === true);
    if (
      insured &&
      (methodChanges || body.insurance === true) &&
      order.lines.some((l) => !validCostPrice(store.products.get(l.product_id)?.supplier_value))
    )
      found.add(methodChanges ? 'shipping_method' : 'insurance', INSURANCE_REFUSAL);
    const reference = body.reference !== undefined ? text(body.reference) : undefined;
    if (reference && referenceTaken(store, organisation.id, reference, order.id))
      found.add('reference', ORDER_MESSAGES.referenceTaken);
    const eta = body.eta !== undefined ? text(body.eta) : undefined;
    if (order.type === 'inbound' && eta)
      found.add(
        'eta',
        /^\d{4}-\d{2}-\d{2}$/.test(eta)
          ? etaProblem(eta, localDay(sim.now(), timezoneOffset(request)))
          : ETA_FORMAT_MESSAGE,
      );
    const problems = found.result();
    if (problems) return errors.validation(problems);

    const w = writerFor(sim, ctx);
    if (warehouse) {
      if (order.type === 'outbound') releaseStock(w, order);
      order.warehouse_id = warehouse.id;
    }
    if (method) {
      order.shipping_method = method.code;
      order.carrier = method.carrier;
      order.service = method.service;
      if (order.address) order.zone = deliveryZone(iso2, order.address.postcode);
    }
    const copy = <K extends keyof OrderRecord>(field: K, value: OrderRecord[K] | undefined) => {
      if (value !== undefined) order[field] = value;
    };
    if (order.type === 'outbound') {
      copy(
        'insurance',
        typeof body.insurance === 'boolean' ? body.insurance || insured : undefined,
      );
      if (method) order.insurance = method.insured || order.insurance;
      copy('duties', body.duties === 'DDU' || body.duties === 'DDP' ? body.duties : undefined);
    } else {
      copy('carrier', body.carrier !== undefined ? text(body.carrier) : undefined);
      copy('eta', eta || undefined);
      copy(
        'invoice_reference',
        body.invoice_reference !== undefined ? text(body.invoice_reference) || null : undefined,
      );
      copy(
        'shipment_type',
        body.shipment_type === 'pallet' || body.shipment_type === 'container'
          ? body.shipment_type
          : undefined,
      );
    }
    copy(
      'tracking_id',
      body.tracking_id !== undefined ? text(body.tracking_id) || null : undefined,
    );
    copy(
      'service',
      order.type === 'outbound' && body.service !== undefined && !method
        ? text(body.service) || null
        : undefined,
    );
    copy('reference', reference || undefined);
    // Stock moves only with the warehouse; a saved change also ends an amend.
    if (warehouse || order.status === 'amending') settleAfterEdit(w, order);
    else w.store.orders.markChanged(order);
    return HttpResponse.json({
      data: shipmentDetails(store, order),
    } satisfies ShipmentDetailsResponse);
  });

  const putParcels = withOrder(sim, CAN_EDIT, (order, ctx) => {
    if (order.type !== 'outbound')
      return errors.validation({ parcels: ['Only outbound orders have parcels'] });
    if (!canEdit(order.status)) return refuse(statusRefusal.edit(order.status));
    const found = collectErrors();
    const parcels = readParcels(ctx.body.parcels, found, true);
    const problems = found.result();
    if (problems) return errors.validation(problems);
    order.parcels = parcels;
    if (order.status === 'amending') settleAfterEdit(writerFor(sim, ctx), order);
    else store.orders.markChanged(order);
    return HttpResponse.json({
      data: order.parcels.map((p) => ({ ...p })),
    } satisfies ParcelsResponse);
  });

  return [
    http.post('*/v1/bookings/:id/amend', amend),
    http.post('*/v1/bookings/:id/cancel', cancel),
    http.put('*/v1/bookings/:id/products', putProducts),
    http.patch('*/v1/bookings/:id/shipments/details', patchShipment),
    http.put('*/v1/bookings/:id/shipments/parcels', putParcels),
  ];
}
