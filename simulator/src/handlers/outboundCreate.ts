import { fieldMessages } from '@/domain/fields/registry';
import { OUTBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { INSURANCE_REFUSAL, validCostPrice } from '@/domain/orders/rules';
import type { OrderRecord } from '../db/schema';
import { countryList } from '../lib/countries';
import { addressProblems, iso2Of } from '../orders/address';
import { createOutbound, openOrderThread, splitLines, type NewOrder } from '../orders/create';
import {
  checkRegistry,
  ORDER_MESSAGES,
  readAddress,
  readDocuments,
  readLines,
  readParcels,
  referenceTaken,
  text,
} from '../orders/input';
import { writerFor } from '../orders/scope';
import { deliveryZone, shippingMethod } from '../orders/shipping';
import type { JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors } from '../server-rules/fields';
import { CAN_EDIT, withAuth, type Simulator } from '../server-rules/pipeline';
import { created, orderWriteContext, present } from './orderWriteContext';

const countryName = (iso2: string) => countryList().find((c) => c.iso2 === iso2)?.text ?? iso2;

/**
 * POST bookings/outbounds (the outbound wizard's last step): standard, split (one order per
 * warehouse holding the lines) or duplicate (of an earlier order) orders.
 */
export function outboundCreateHandler(sim: Simulator) {
  const { store } = sim;
  const { isoNow, orderOf, warehouseOf } = orderWriteContext(sim);

  return withAuth(sim, CAN_EDIT, (ctx) => {
    const { organisation } = ctx;
    const found = collectErrors();
    const subType = ctx.body.sub_type ?? 'standard';
    if (!['standard', 'split', 'duplicate'].includes(String(subType)))
      found.add('sub_type', fieldMessages.oneOf('Order type', ['standard', 'split', 'duplicate']));
    const body: JsonBody = { ...ctx.body };
    let source: OrderRecord | undefined;
    if (subType === 'duplicate' || present(body.source_order_id)) {
      source = orderOf(organisation.id, body.source_order_id, 'outbound');
      if (!source) found.add('source_order_id', ORDER_MESSAGES.sourceNotFound);
    }
    // A duplicate copies its source's customer, address and lines where the body leaves them out.
    if (source) {
      if (!present(body.customer_id)) body.customer_id = source.customer_id;
      if (!body.address) body.address = source.address;
      if (!Array.isArray(body.products) || body.products.length === 0)
        body.products = source.lines.map((l) => ({
          product_id: l.product_id,
          quantity: l.quantity,
          unit_type: l.unit_type,
        }));
    }
    const customer = present(body.customer_id)
      ? store.customers.get(Number(body.customer_id))
      : undefined;
    if (!present(body.customer_id)) found.add('customer_id', fieldMessages.required('Customer'));
    else if (!customer || customer.organisation_id !== organisation.id)
      found.add('customer_id', ORDER_MESSAGES.customerNotFound);
    const address = readAddress(body.address, found);
    const lines = readLines(store, organisation.id, body.products, found, 'outbound');
    checkRegistry(found, OUTBOUND_SHIPPING_FIELDS, body);
    const method = shippingMethod(text(body.shipping_method));
    if (text(body.shipping_method) && !method)
      found.add('shipping_method', ORDER_MESSAGES.methodUnknown);
    const warehouse = warehouseOf(organisation.id, body.warehouse_id);
    if (present(body.warehouse_id) && !warehouse)
      found.add('warehouse_id', ORDER_MESSAGES.warehouseUnknown);
    const reference = text(body.reference);
    if (reference && referenceTaken(store, organisation.id, reference))
      found.add('reference', ORDER_MESSAGES.referenceTaken);
    const parcels = readParcels(body.parcels, found);
    const documents = readDocuments(body.documents, found);
    if (body.byo_label === true && documents.length === 0)
      found.add('documents', ORDER_MESSAGES.byoLabelDocument);
    const iso2 = address ? iso2Of(address.country) : '';
    if (method && !method.international && iso2 && iso2 !== 'AU')
      found.add('shipping_method', ORDER_MESSAGES.methodDomestic(method.label, countryName(iso2)));
    const insured = method?.insured === true || body.insurance === true;
    if (
      insured &&
      lines.some((l) => !validCostPrice(store.products.get(l.product_id)?.supplier_value))
    )
      found.add('shipping_method', INSURANCE_REFUSAL);
    const problems = address ? addressProblems(address) : {};
    const refused = Object.keys(problems).length > 0;
    if (address && refused && body.address_override !== true)
      for (const [field, message] of Object.entries(problems))
        found.add(`address.${field}`, message);
    const invalid = found.result();
    if (invalid || !customer || !address || !method || !warehouse)
      return errors.validation(invalid ?? {});

    const base: NewOrder = {
      organisation_id: organisation.id,
      type: 'outbound',
      sub_type: subType as NewOrder['sub_type'],
      status: 'pending',
      reference,
      source: 'portal',
      warehouse_id: warehouse.id,
      supplier_id: null,
      customer_id: customer.id,
      customer_name: customer.name,
      country_iso2: iso2,
      lines,
      reason: null,
      created_at: isoNow(),
      processed_at: null,
      address,
      address_validation: refused ? 'overridden' : 'valid',
      shipping_method: method.code,
      carrier: method.carrier,
      service: method.service,
      zone: deliveryZone(iso2, address.postcode),
      tracking_id: null,
      insurance: insured,
      duties: body.duties === 'DDP' ? 'DDP' : 'DDU',
      byo_label: body.byo_label === true,
      chat_comment: text(body.chat_comment),
      parcels,
      documents,
      eta: null,
      invoice_reference: null,
      shipment_type: null,
      linked_ids: [],
      source_order_id: source?.id ?? null,
      from_warehouse_id: null,
      status_history: [],
    };
    let orders: NewOrder[] = [base];
    if (subType === 'split') {
      const groups = [...splitLines(store, organisation, warehouse.id, lines)];
      if (groups.length > 1) {
        orders = groups.map(([warehouseId, part], i) => ({
          ...base,
          reference: `${reference}-${i + 1}`,
          warehouse_id: warehouseId,
          lines: part,
          // The parcels were measured for the whole order: the first warehouse's share carries them.
          parcels: i === 0 ? parcels : [],
        }));
        const taken = orders.find((o) => referenceTaken(store, organisation.id, o.reference));
        if (taken) return errors.validation({ reference: [ORDER_MESSAGES.referenceTaken] });
      } else base.warehouse_id = groups[0]?.[0] ?? warehouse.id;
    }
    const w = writerFor(sim, ctx);
    const rows = createOutbound(w, orders);
    if (base.chat_comment) openOrderThread(store, rows[0]!, w.actor, base.chat_comment, sim.now());
    return created(rows);
  });
}
