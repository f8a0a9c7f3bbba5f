import type {
  CustomerRecord,
  OrderRecord,
  OrderStatus,
  OrderSubType,
  ProductRecord,
  SupplierRecord,
  WarehouseRecord,
} from '../db/schema';
import { DAY_MS, SEED_REFERENCE_DATE, type SeedContext } from './context';
import { completeOrder } from './orderDetails';
import { ORGANISATION_PROFILES } from './profiles';

/** A weight table ({ value: weight }) in the form faker's weightedArrayElement takes. */
export const weighted = <T extends string>(weights: { [K in T]?: number }) =>
  (Object.entries(weights) as [T, number][]).map(([value, weight]) => ({ weight, value }));

type Weights<T> = { weight: number; value: T }[];

/** What one draw chooses from: statuses and sub types per direction. */
export interface OrderTables {
  outboundStatus: Weights<OrderStatus>;
  inboundStatus: Weights<OrderStatus>;
  outboundSub: Weights<OrderSubType>;
  inboundSub: Weights<OrderSubType>;
}

/**
 * The first generator's tables. They stay as they were (inbound 'delivered' is read as
 * 'received' after the draw): the draws they make are part of the seed's determinism.
 */
const FIRST_TABLES: OrderTables = {
  outboundStatus: weighted<OrderStatus>({
    draft: 8,
    no_stock: 8,
    amending: 6,
    in_progress: 18,
    shipped: 20,
    delivered: 32,
    cancelled: 8,
  }),
  inboundStatus: weighted<OrderStatus>({
    draft: 10,
    in_progress: 30,
    amending: 5,
    shipped: 15,
    delivered: 35,
    cancelled: 5,
  }),
  outboundSub: weighted<OrderSubType>({ standard: 80, split: 10, duplicate: 10 }),
  inboundSub: weighted<OrderSubType>({ standard: 70, transfer: 15, return: 15 }),
};

/** Every status of the state machine, for the orders added after the first generator. */
export const FULL_TABLES: OrderTables = {
  outboundStatus: weighted<OrderStatus>({
    draft: 3,
    pending: 14,
    no_stock: 7,
    amending: 5,
    in_progress: 12,
    packed: 8,
    shipped: 15,
    delivered: 29,
    cancelled: 7,
  }),
  inboundStatus: weighted<OrderStatus>({
    draft: 4,
    pending: 15,
    amending: 4,
    shipped: 14,
    in_progress: 12,
    received: 44,
    cancelled: 7,
  }),
  outboundSub: weighted<OrderSubType>({ standard: 85, duplicate: 15 }),
  inboundSub: weighted<OrderSubType>({ standard: 70, back: 10, transfer: 10, return: 10 }),
};

/** Where outbound orders go; the dashboard's top countries come from here. */
const DESTINATIONS = weighted({ AU: 70, NZ: 12, US: 6, GB: 5, SG: 4, CA: 3 });
const SOURCES = weighted<OrderRecord['source']>({
  shopify: 40,
  portal: 25,
  woocommerce: 20,
  api: 15,
});
const REASONS: Partial<Record<OrderStatus, string[]>> = {
  amending: [
    'Customer changed the delivery address',
    'Wrong variant picked',
    'Quantity update requested',
  ],
  cancelled: ['Customer cancelled', 'Duplicate order', 'Payment declined'],
};

interface OrderInputs {
  products: ProductRecord[];
  warehouses: WarehouseRecord[];
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
}

/** The last order numbers used (outbound `#n`, inbound `PO-<prefix>-n`), shared by all. */
export interface OrderNumbers {
  outbound: number;
  inbound: number;
}

/** What one organisation's orders are drawn from; `pick` chooses an order's products. */
export interface OrderSources extends OrderInputs {
  organisationId: number;
  skuPrefix: string;
  pick: (min: number, max: number) => ProductRecord[];
  /**
   * The faker the shipping, address and history details are drawn from (default: the order's
   * own). The demo seed gives them a faker of their own, so the shared draws stay as they were.
   */
  detail?: SeedContext;
  tables?: OrderTables;
}

/** Inbound and outbound bookings of the last 90 days, with product lines from the catalogue. */
export function seedOrders(
  ctx: SeedContext,
  inputs: OrderInputs,
  detail: SeedContext,
): OrderRecord[] {
  const { faker } = ctx;
  const orders: OrderRecord[] = [];
  const numbers: OrderNumbers = { outbound: 1000, inbound: 500 };

  ORGANISATION_PROFILES.forEach((profile, i) => {
    const organisationId = i + 1;
    const mine = <T extends { organisation_id: number }>(rows: T[]) =>
      rows.filter((r) => r.organisation_id === organisationId);
    const products = mine(inputs.products);
    const sources: OrderSources = {
      organisationId,
      skuPrefix: profile.skuPrefix,
      products,
      warehouses: mine(inputs.warehouses),
      suppliers: mine(inputs.suppliers),
      customers: mine(inputs.customers),
      pick: (min, max) => faker.helpers.arrayElements(products, { min, max }),
      detail,
    };
    for (let n = 0; n < profile.counts.orders; n += 1)
      orders.push(drawOrder(ctx, orders.length + 1, sources, numbers));
  });
  return orders;
}

/**
 * One order of the last 90 days: 7 in 10 outbound (to a customer), the rest inbound (from a
 * supplier), 1–4 product lines, with its shipping, address and status history
 * (orderDetails.ts). Takes the next order number from `numbers`.
 */
export function drawOrder(
  ctx: SeedContext,
  id: number,
  sources: OrderSources,
  numbers: OrderNumbers,
): OrderRecord {
  const { faker } = ctx;
  const tables = sources.tables ?? FIRST_TABLES;
  const type = faker.number.int({ min: 1, max: 10 }) <= 7 ? 'outbound' : 'inbound';
  const drawn = faker.helpers.weightedArrayElement(
    type === 'outbound' ? tables.outboundStatus : tables.inboundStatus,
  );
  // An inbound order ends 'received': the first tables called it 'delivered'.
  const status: OrderStatus = type === 'inbound' && drawn === 'delivered' ? 'received' : drawn;
  const createdAt = ctx.within(90);
  const picked = sources.pick(1, 4);
  const done = status === 'shipped' || status === 'delivered' || status === 'received';
  const lines = picked.map((p) => {
    const quantity =
      type === 'outbound'
        ? faker.number.int({ min: 1, max: 12 })
        : faker.number.int({ min: 24, max: 480 });
    const received = status === 'received' ? quantity : 0;
    return {
      product_id: p.id,
      quantity,
      unit_type: 'BASE' as const,
      counted: received,
      stored: received,
      on_hold: 0,
      sale_price: p.sales_value,
      supplier_cost: p.supplier_value,
    };
  });
  const customer = type === 'outbound' ? faker.helpers.arrayElement(sources.customers) : null;
  const supplier = type === 'inbound' ? faker.helpers.arrayElement(sources.suppliers) : null;
  const processedAt = done
    ? new Date(
        Math.min(
          Date.parse(createdAt) + faker.number.int({ min: 1, max: 4 }) * DAY_MS,
          SEED_REFERENCE_DATE,
        ),
      ).toISOString()
    : null;
  const base = {
    id,
    organisation_id: sources.organisationId,
    type,
    sub_type: faker.helpers.weightedArrayElement(
      type === 'outbound' ? tables.outboundSub : tables.inboundSub,
    ),
    status,
    reference:
      type === 'outbound'
        ? `#${(numbers.outbound += 1)}`
        : `PO-${sources.skuPrefix}-${(numbers.inbound += 1)}`,
    source: type === 'outbound' ? faker.helpers.weightedArrayElement(SOURCES) : 'portal',
    barcode: `BK${String(id).padStart(8, '0')}`,
    warehouse_id: faker.helpers.arrayElement(sources.warehouses).id,
    supplier_id: supplier?.id ?? null,
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? supplier?.company ?? '',
    country_iso2: type === 'outbound' ? faker.helpers.weightedArrayElement(DESTINATIONS) : 'AU',
    lines,
    reason: REASONS[status] ? faker.helpers.arrayElement(REASONS[status]) : null,
    created_at: createdAt,
    processed_at: processedAt,
  } as const;
  return completeOrder(sources.detail ?? ctx, { ...base }, customer);
}
