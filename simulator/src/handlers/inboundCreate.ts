import { fieldMessages } from '@/domain/fields/registry';
import { INBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { etaProblem } from '@/domain/orders/rules';
import type { OrderRecord } from '../db/schema';
import { iso2Of } from '../orders/address';
import { insertOrder, type NewOrder } from '../orders/create';
import {
  checkRegistry,
  ETA_FORMAT_MESSAGE,
  ORDER_MESSAGES,
  readLines,
  referenceTaken,
  text,
} from '../orders/input';
import { localDay, timezoneOffset } from '../orders/query';
import { errors } from '../server-rules/errors';
import { collectErrors } from '../server-rules/fields';
import { CAN_EDIT, withAuth, type Simulator } from '../server-rules/pipeline';
import { created, orderWriteContext, present } from './orderWriteContext';

/**
 * POST bookings/inbounds (the inbound wizard's last step): standard, back (following an earlier
 * inbound order), transfer (from another of the organisation's warehouses) or return (of an
 * outbound order) orders.
 */
export function inboundCreateHandler(sim: Simulator) {
  const { store } = sim;
  const { isoNow, orderOf, warehouseOf } = orderWriteContext(sim);

  return withAuth(sim, CAN_EDIT, (ctx) => {
    const { organisation, body, request } = ctx;
    const found = collectErrors();
    const subType = String(body.sub_type ?? 'standard');
    const SUBS = ['standard', 'back', 'transfer', 'return'];
    if (!SUBS.includes(subType)) found.add('sub_type', fieldMessages.oneOf('Order type', SUBS));
    checkRegistry(found, INBOUND_SHIPPING_FIELDS, body);
    const eta = text(body.eta);
    if (/^\d{4}-\d{2}-\d{2}$/.test(eta))
      found.add('eta', etaProblem(eta, localDay(sim.now(), timezoneOffset(request))));
    else if (eta) found.add('eta', ETA_FORMAT_MESSAGE);
    const warehouse = warehouseOf(organisation.id, body.warehouse_id);
    if (present(body.warehouse_id) && !warehouse)
      found.add('warehouse_id', ORDER_MESSAGES.warehouseUnknown);
    const lines = readLines(store, organisation.id, body.products, found, 'inbound');
    const reference = text(body.reference);
    if (reference && referenceTaken(store, organisation.id, reference))
      found.add('reference', ORDER_MESSAGES.referenceTaken);
    const supplier = present(body.supplier_id)
      ? store.suppliers.get(Number(body.supplier_id))
      : undefined;
    if (present(body.supplier_id) && (!supplier || supplier.organisation_id !== organisation.id))
      found.add('supplier_id', ORDER_MESSAGES.supplierNotFound);
    else if (!present(body.supplier_id) && (subType === 'standard' || subType === 'back'))
      found.add('supplier_id', fieldMessages.required('Supplier'));
    let followed: OrderRecord | undefined;
    if (subType === 'back' || subType === 'return') {
      followed = orderOf(
        organisation.id,
        body.source_order_id,
        subType === 'back' ? 'inbound' : 'outbound',
      );
      if (!followed) found.add('source_order_id', ORDER_MESSAGES.sourceNotFound);
    }
    const from =
      subType === 'transfer' ? warehouseOf(organisation.id, body.from_warehouse_id) : undefined;
    if (subType === 'transfer' && (!from || from.id === warehouse?.id))
      found.add('from_warehouse_id', ORDER_MESSAGES.fromWarehouse);
    const invalid = found.result();
    if (invalid || !warehouse) return errors.validation(invalid ?? {});

    const name =
      supplier?.company ??
      (from ? `Transfer from ${from.name}` : (followed?.customer_name ?? 'Return'));
    const at = isoNow();
    const row = insertOrder(store, {
      organisation_id: organisation.id,
      type: 'inbound',
      sub_type: subType as NewOrder['sub_type'],
      status: 'pending',
      reference,
      source: 'portal',
      warehouse_id: warehouse.id,
      supplier_id: supplier?.id ?? null,
      customer_id: subType === 'return' ? (followed?.customer_id ?? null) : null,
      customer_name: name,
      country_iso2: supplier
        ? iso2Of(supplier.address.country) || 'AU'
        : (followed?.country_iso2 ?? 'AU'),
      lines,
      reason: null,
      created_at: at,
      processed_at: null,
      address: null,
      address_validation: 'unchecked',
      shipping_method: null,
      carrier: text(body.carrier),
      service: null,
      zone: null,
      tracking_id: text(body.tracking_id) || null,
      insurance: false,
      duties: null,
      byo_label: false,
      chat_comment: '',
      parcels: [],
      documents: [],
      eta,
      invoice_reference: text(body.invoice_reference) || null,
      shipment_type: body.shipment_type === 'container' ? 'container' : 'pallet',
      linked_ids: [],
      source_order_id: followed?.id ?? null,
      from_warehouse_id: from?.id ?? null,
      status_history: [{ status: 'pending', at }],
    });
    return created([row]);
  });
}
