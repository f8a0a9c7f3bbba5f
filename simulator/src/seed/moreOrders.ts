import type { CustomerRecord, DbSnapshot, OrderRecord, ProductRecord } from '../db/schema';
import { KNOWN_BAD_STREETS } from '../orders/streets';
import { SEED_NUMBER, SEED_REFERENCE_DATE } from './constants';
import { seedContextAt, type SeedContext } from './context';
import { drawOrder, FULL_TABLES, type OrderNumbers, type OrderSources } from './orders';
import { ORGANISATION_PROFILES } from './profiles';

/** Each organisation's orders after this generator: several pages of every list and filter. */
export const ORDERS_PER_ORGANISATION = 300;

/** Split pairs added per organisation, on top of the first generator's split orders. */
const SPLIT_PAIRS = 6;

/** The street of each organisation's customer whose address the carrier refuses. */
export const FAILING_CUSTOMER_STREET = KNOWN_BAD_STREETS[0];

const ORDER_SEED_NUMBER = SEED_NUMBER + 1100;

type Snapshot = Pick<DbSnapshot, 'orders' | 'products' | 'warehouses' | 'suppliers' | 'customers'>;

/** The highest number used so far by references like `#1042` or `PO-KSC-512`. */
export function lastOrderNumbers(orders: readonly OrderRecord[]): OrderNumbers {
  const last = (pattern: RegExp, floor: number) =>
    orders.reduce((max, o) => {
      const match = pattern.exec(o.reference);
      return match ? Math.max(max, Number(match[1])) : max;
    }, floor);
  return { outbound: last(/^#(\d+)$/, 1000), inbound: last(/^PO-[A-Z]+-(\d+)$/, 500) };
}

/**
 * Grows every organisation to ORDERS_PER_ORGANISATION orders over every status, sub type,
 * warehouse, destination, shipping method and carrier, and ties orders together as the provider
 * does: split orders in linked pairs (one per warehouse), returns and duplicates naming their
 * original order, back orders the inbound order they follow, transfers their sending warehouse.
 * Gives the last customer of each organisation an address the carrier refuses, and its last active
 * product no cost price (0: not known yet), which insured methods refuse. Runs last, on a
 * faker of its own, so every record before it stays as it was (earlier orders only gain links).
 */
export function seedMoreOrders(snapshot: Snapshot): {
  orders: OrderRecord[];
  customers: CustomerRecord[];
  products: ProductRecord[];
} {
  const ctx = seedContextAt(SEED_REFERENCE_DATE, ORDER_SEED_NUMBER);
  const orders = [...snapshot.orders];
  const numbers = lastOrderNumbers(orders);
  const customers = snapshot.customers.map((c) => c);
  const products = snapshot.products.map((p) => p);
  ORGANISATION_PROFILES.forEach((profile, index) => {
    const organisationId = index + 1;
    const mine = <T extends { organisation_id: number }>(rows: readonly T[]) =>
      rows.filter((r) => r.organisation_id === organisationId);
    const active = mine(snapshot.products).filter((p) => !p.archived);
    const sources: OrderSources = {
      organisationId,
      skuPrefix: profile.skuPrefix,
      products: active,
      warehouses: mine(snapshot.warehouses),
      suppliers: mine(snapshot.suppliers),
      customers: mine(customers),
      pick: (min, max) => ctx.faker.helpers.arrayElements(active, { min, max }),
      detail: ctx,
      tables: FULL_TABLES,
    };
    const draw = () => drawOrder(ctx, orders.length + 1, sources, numbers);
    // Split pairs: the first generator's split orders get their other half; then a few more.
    for (const order of mine(orders).filter((o) => o.sub_type === 'split'))
      orders.push(splitSibling(ctx, order, orders.length + 1, sources));
    for (let n = 0; n < SPLIT_PAIRS; n += 1) {
      const first = drawOutbound(draw);
      first.sub_type = 'split';
      orders.push(first);
      orders.push(splitSibling(ctx, first, orders.length + 1, sources));
    }
    while (mine(orders).length < ORDERS_PER_ORGANISATION) orders.push(draw());
    linkOrders(ctx, mine(orders), sources);
    // The last active product has no cost price yet: an insured method refuses it.
    const uncosted = active.at(-1);
    if (uncosted) products[products.indexOf(uncosted)] = { ...uncosted, supplier_value: 0 };
    const failing = mine(customers).at(-1);
    if (failing) {
      const i = customers.indexOf(failing);
      customers[i] = {
        ...failing,
        address: { ...failing.address, addressLine1: FAILING_CUSTOMER_STREET },
      };
    }
  });
  return { orders, customers, products };
}

function drawOutbound(draw: () => OrderRecord): OrderRecord {
  for (;;) {
    const order = draw();
    if (order.type === 'outbound' && order.status !== 'draft') return order;
  }
}

/**
 * The other half of a split: the same customer, address and shipping from another warehouse,
 * with other lines (the stock that warehouse holds). Both name each other in linked_ids.
 */
function splitSibling(
  ctx: SeedContext,
  order: OrderRecord,
  id: number,
  sources: OrderSources,
): OrderRecord {
  const other =
    sources.warehouses.find((w) => w.id !== order.warehouse_id) ?? sources.warehouses[0]!;
  const products: ProductRecord[] = ctx.faker.helpers.arrayElements(sources.products, {
    min: 1,
    max: 2,
  });
  const sibling: OrderRecord = {
    ...structuredClone(order),
    id,
    reference: `${order.reference}-2`,
    barcode: `BK${String(id).padStart(8, '0')}`,
    warehouse_id: other.id,
    lines: products.map((p) => ({
      product_id: p.id,
      quantity: ctx.faker.number.int({ min: 1, max: 6 }),
      unit_type: 'BASE',
      counted: 0,
      stored: 0,
      on_hold: 0,
      sale_price: p.sales_value,
      supplier_cost: p.supplier_value,
    })),
    sub_type: 'split',
    linked_ids: [order.id],
  };
  const template = order.lines[0];
  sibling.lines = sibling.lines.map((l) => ({
    ...l,
    on_hold: template && template.on_hold > 0 ? l.quantity : 0,
    counted: template && template.counted > 0 ? l.quantity : 0,
  }));
  if (sibling.tracking_id) sibling.tracking_id = `${sibling.tracking_id.slice(0, -2)}2AU`;
  order.linked_ids = [id];
  return sibling;
}

/** Names the order each return, back order and duplicate follows, and each transfer's source. */
function linkOrders(ctx: SeedContext, orders: OrderRecord[], sources: OrderSources): void {
  const { faker } = ctx;
  const delivered = orders.filter((o) => o.type === 'outbound' && o.status === 'delivered');
  const outbound = orders.filter((o) => o.type === 'outbound' && o.status !== 'draft');
  const inbound = orders.filter((o) => o.type === 'inbound' && o.sub_type === 'standard');
  for (const order of orders) {
    if (order.sub_type === 'return' && delivered.length) {
      const original = faker.helpers.arrayElement(delivered);
      order.source_order_id = original.id;
      order.customer_id = original.customer_id;
      order.supplier_id = null;
      order.customer_name = original.customer_name;
      order.country_iso2 = original.country_iso2;
    } else if (order.sub_type === 'duplicate' && order.type === 'outbound') {
      const earlier = outbound.filter((o) => o.id !== order.id && o.created_at < order.created_at);
      if (earlier.length) order.source_order_id = faker.helpers.arrayElement(earlier).id;
    } else if (order.sub_type === 'back') {
      const earlier = inbound.filter((o) => o.created_at < order.created_at);
      const followed = earlier.length ? faker.helpers.arrayElement(earlier) : undefined;
      if (followed) {
        order.source_order_id = followed.id;
        order.supplier_id = followed.supplier_id;
        order.customer_name = followed.customer_name;
      }
    } else if (order.sub_type === 'transfer') {
      const from = sources.warehouses.find((w) => w.id !== order.warehouse_id);
      if (from) {
        order.from_warehouse_id = from.id;
        order.supplier_id = null;
        order.customer_name = `Transfer from ${from.name}`;
      }
    }
  }
}
