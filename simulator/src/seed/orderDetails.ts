import { SHIPMENT_TYPES } from '@/domain/orders/fields';
import { volumetricWeight } from '@/domain/orders/rules';
import type { OrderStatus } from '@/domain/orders/status';
import type { CustomerRecord, OrderRecord, OrderStatusStep } from '../db/schema';
import { countryUid } from '../lib/countries';
import { KNOWN_BAD_STREETS, postcodeFor } from '../orders/streets';
import {
  deliveryZone,
  INBOUND_CARRIERS,
  SHIPPING_METHODS,
  trackingNumber,
} from '../orders/shipping';
import { DAY_MS, SEED_REFERENCE_DATE, type SeedContext } from './context';

/** An order as drawn before its details: everything but shipping, address and history. */
export type OrderBase = Pick<
  OrderRecord,
  | 'id'
  | 'organisation_id'
  | 'type'
  | 'sub_type'
  | 'status'
  | 'reference'
  | 'source'
  | 'barcode'
  | 'warehouse_id'
  | 'supplier_id'
  | 'customer_id'
  | 'customer_name'
  | 'country_iso2'
  | 'lines'
  | 'reason'
  | 'created_at'
  | 'processed_at'
>;

/** Each direction's way from placed to done; amending and cancelled are detours off pending. */
const MAIN_LINE: Record<'outbound' | 'inbound', readonly OrderStatus[]> = {
  outbound: ['pending', 'in_progress', 'packed', 'shipped', 'delivered'],
  inbound: ['pending', 'shipped', 'in_progress', 'received'],
};

/** The statuses an order passed to reach its current one, oldest first. */
function pathTo(type: 'outbound' | 'inbound', status: OrderStatus): readonly OrderStatus[] {
  const line = MAIN_LINE[type];
  const at = line.indexOf(status);
  if (at >= 0) return line.slice(0, at + 1);
  // A draft and an order short of stock were never anything else.
  return status === 'amending' || status === 'cancelled' ? ['pending', status] : [status];
}

/** Outbound statuses whose lines hold stock in the warehouse (picked or waiting to be). */
export const HOLDING_STATUSES: readonly OrderStatus[] = [
  'pending',
  'amending',
  'in_progress',
  'packed',
];

const STREETS = ['Queen Street', 'High Street', 'Station Road', 'Main Street', 'Park Avenue'];
const CITIES: Record<string, [string, string][]> = {
  NZ: [
    ['Auckland', 'AUK'],
    ['Wellington', 'WGN'],
    ['Christchurch', 'CAN'],
  ],
  US: [
    ['Seattle', 'WA'],
    ['Austin', 'TX'],
    ['Denver', 'CO'],
  ],
  GB: [
    ['London', 'Greater London'],
    ['Manchester', 'Greater Manchester'],
    ['Leeds', 'West Yorkshire'],
  ],
  SG: [
    ['Singapore', 'Central'],
    ['Tampines', 'East'],
    ['Jurong', 'West'],
  ],
  CA: [
    ['Toronto', 'ON'],
    ['Vancouver', 'BC'],
    ['Calgary', 'AB'],
  ],
};

function statusHistory(
  ctx: SeedContext,
  type: 'outbound' | 'inbound',
  status: OrderStatus,
  createdAt: string,
): OrderStatusStep[] {
  const path = pathTo(type, status);
  let at = Date.parse(createdAt);
  return path.map((step, i) => {
    if (i > 0)
      at = Math.min(at + ctx.faker.number.int({ min: 2, max: 40 }) * 3600_000, SEED_REFERENCE_DATE);
    return { status: step, at: new Date(at).toISOString() };
  });
}

/**
 * Adds what an order carries beyond its lines: the outbound address (the customer's in
 * Australia, else one drawn in the destination country; about one in twelve fails the carrier's
 * check and was refused or overridden), shipping method, carrier, zone, tracking number once
 * shipped, parcels, held stock; the inbound carrier, ETA, invoice and shipment type; and the
 * status history. Draws only from `ctx`.
 */
export function completeOrder(
  ctx: SeedContext,
  base: OrderBase,
  customer: CustomerRecord | null,
): OrderRecord {
  const { faker } = ctx;
  const history = statusHistory(ctx, base.type, base.status, base.created_at);
  const shippedStep = history.find(
    (h) => h.status === (base.type === 'outbound' ? 'shipped' : 'received'),
  );
  const tracked = ['shipped', 'delivered', 'received', 'in_progress'].includes(base.status);
  const common = {
    ...base,
    processed_at: shippedStep ? shippedStep.at : base.processed_at,
    linked_ids: [],
    source_order_id: null,
    from_warehouse_id: null,
    status_history: history,
    documents: [],
    chat_comment: '',
  };
  if (base.type === 'inbound') {
    const eta = new Date(
      Math.max(Date.parse(base.created_at) + faker.number.int({ min: 2, max: 21 }) * DAY_MS, 0),
    )
      .toISOString()
      .slice(0, 10);
    const carrier = faker.helpers.arrayElement(INBOUND_CARRIERS);
    return {
      ...common,
      address: null,
      address_validation: 'unchecked',
      shipping_method: null,
      carrier,
      service: null,
      zone: null,
      tracking_id:
        tracked || faker.datatype.boolean(0.4)
          ? trackingNumber(carrier.slice(0, 3).toUpperCase(), base.id)
          : null,
      insurance: false,
      duties: null,
      byo_label: false,
      parcels: [],
      eta,
      invoice_reference: faker.datatype.boolean(0.8) ? `INV-${faker.string.numeric(5)}` : null,
      shipment_type: faker.helpers.arrayElement(SHIPMENT_TYPES),
    };
  }
  const iso2 = base.country_iso2;
  const postcodeSeed = faker.number.int({ min: 1000, max: 999999 });
  const [city, state] = CITIES[iso2]
    ? faker.helpers.arrayElement(CITIES[iso2])
    : [customer?.address.suburb ?? 'Sydney', customer?.address.state ?? 'NSW'];
  const failing = base.status !== 'draft' && faker.datatype.boolean(0.08);
  const address = {
    addressLine1: failing
      ? faker.helpers.arrayElement(KNOWN_BAD_STREETS)
      : iso2 === 'AU' && customer
        ? customer.address.addressLine1
        : `${faker.number.int({ min: 1, max: 400 })} ${faker.helpers.arrayElement(STREETS)}`,
    addressLine2: iso2 === 'AU' && customer ? customer.address.addressLine2 : '',
    suburb: city,
    state,
    postcode:
      iso2 === 'AU' && customer ? customer.address.postcode : postcodeFor(iso2, postcodeSeed),
    country: countryUid(iso2),
  };
  // A failing address went through only by an override; a refused one waits as a draft or
  // short of stock, or was cancelled.
  const validation: OrderRecord['address_validation'] =
    base.status === 'draft'
      ? 'unchecked'
      : failing
        ? ['no_stock', 'cancelled'].includes(base.status)
          ? 'invalid'
          : 'overridden'
        : 'valid';
  const methods = SHIPPING_METHODS.filter((m) => m.international === (iso2 !== 'AU'));
  const method = faker.helpers.arrayElement(methods);
  const shipped = ['shipped', 'delivered'].includes(base.status);
  const picked = ['packed', 'shipped', 'delivered'].includes(base.status);
  const parcels = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
    const length = faker.number.int({ min: 10, max: 60 });
    const width = faker.number.int({ min: 10, max: 40 });
    const height = faker.number.int({ min: 5, max: 40 });
    return {
      weight: faker.number.float({ min: 0.2, max: 12, fractionDigits: 2 }),
      length,
      width,
      height,
      volumetric_weight: volumetricWeight(length, width, height),
    };
  });
  const holds = HOLDING_STATUSES.includes(base.status);
  return {
    ...common,
    lines: base.lines.map((l) => ({
      ...l,
      on_hold: holds ? l.quantity : 0,
      counted: picked ? l.quantity : 0,
    })),
    address,
    address_validation: validation,
    shipping_method: method.code,
    carrier: method.carrier,
    service: method.service,
    zone: deliveryZone(iso2, address.postcode),
    tracking_id: shipped ? trackingNumber(method.tracking_prefix, base.id) : null,
    insurance: method.insured,
    duties: iso2 === 'AU' ? null : faker.helpers.arrayElement(['DDU', 'DDP'] as const),
    byo_label: faker.datatype.boolean(0.05),
    parcels: base.status === 'draft' ? [] : parcels,
    eta: null,
    invoice_reference: null,
    shipment_type: null,
  };
}
