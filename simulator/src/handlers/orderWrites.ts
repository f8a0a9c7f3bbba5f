import { http, HttpResponse } from 'msw';
import type {
  AddressValidationResponse,
  OrderCreatedResponse,
  ReferenceUniquenessResponse,
} from '@/domain/contract';
import { INBOUND_SHIPPING_FIELDS, OUTBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { fieldMessages } from '@/domain/fields/registry';
import { etaProblem, INSURANCE_REFUSAL, validCostPrice } from '@/domain/orders/rules';
import type { OrderRecord } from '../db/schema';
import { countryList } from '../lib/countries';
import { addressProblems, iso2Of } from '../orders/address';
import {
  createOutbound,
  insertOrder,
  openOrderThread,
  splitLines,
  type NewOrder,
} from '../orders/create';
import {
  checkRegistry,
  ETA_FORMAT_MESSAGE,
  ORDER_MESSAGES,
  readAddress,
  readDocuments,
  readLines,
  readParcels,
  referenceTaken,
  text,
} from '../orders/input';
import { localDay, timezoneOffset } from '../orders/query';
import { writerFor } from '../orders/scope';
import { deliveryZone, shippingMethod } from '../orders/shipping';
import type { JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors } from '../server-rules/fields';
import { CAN_EDIT, CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';

const created = (rows: OrderRecord[]) =>
  HttpResponse.json(
    {
      data: {
        id: rows[0]!.id,
        reference: rows[0]!.reference,
        status: rows[0]!.status,
        linked_ids: rows.slice(1).map((r) => r.id),
      },
    } satisfies OrderCreatedResponse,
    { status: 201 },
  );

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const countryName = (iso2: string) => countryList().find((c) => c.iso2 === iso2)?.text ?? iso2;

/**
 * POST bookings/outbounds and bookings/inbounds (the wizards' last step), and the two checks the
 * wizards make on the way: validate-address and validate-uniqueness.
 */
export function orderWriteHandlers(sim: Simulator) {
  const { store } = sim;
  const isoNow = () => new Date(sim.now()).toISOString();

  /** The organisation's order a body names (source_order_id) in a direction, or undefined. */
  const orderOf = (organisationId: number, raw: unknown, type: OrderRecord['type']) => {
    const order = present(raw) ? store.orders.get(Number(raw)) : undefined;
    return order && order.organisation_id === organisationId && order.type === type
      ? order
      : undefined;
  };
  const warehouseOf = (organisationId: number, raw: unknown) => {
    const w = present(raw) ? store.warehouses.get(Number(raw)) : undefined;
    return w && w.organisation_id === organisationId ? w : undefined;
  };

  const outbound = withAuth(sim, CAN_EDIT, (ctx) => {
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

  const inbound = withAuth(sim, CAN_EDIT, (ctx) => {
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

  const validateAddress = withAuth(sim, CAN_VIEW, ({ body }) => {
    const problems = addressProblems((body.address ?? body) as JsonBody);
    return HttpResponse.json({
      data: { valid: Object.keys(problems).length === 0, problems, checked_at: isoNow() },
    } satisfies AddressValidationResponse);
  });

  const uniqueness = withAuth(sim, CAN_VIEW, ({ body, organisation }) => {
    const reference = text(body.reference);
    if (!reference) return errors.validation({ reference: [fieldMessages.required('Reference')] });
    const except = present(body.exclude_id) ? Number(body.exclude_id) : undefined;
    return HttpResponse.json({
      data: { unique: !referenceTaken(store, organisation.id, reference, except) },
    } satisfies ReferenceUniquenessResponse);
  });

  return [
    http.post('*/v1/bookings/outbounds', outbound),
    http.post('*/v1/bookings/inbounds', inbound),
    http.post('*/v1/bookings/outbounds/validate-address', validateAddress),
    http.post('*/v1/bookings/validate-uniqueness', uniqueness),
  ];
}
