import { expect } from 'vitest';
import type { OrderRecord, ProductRecord } from '@simulator/db/schema';
import type { SimulatorStore } from '@simulator/node';
import { countryUid } from '@simulator/lib/countries';
import type { CallResult } from '@simulator/testing/helpers';

/** Shared set-up of the orders simulator tests (orders*.test.ts). */

export const AU = countryUid('AU');

export const goodAddress = (overrides: Record<string, string> = {}) => ({
  addressLine1: '12 Harbour Street',
  addressLine2: '',
  suburb: 'Pyrmont',
  state: 'NSW',
  postcode: '2009',
  country: AU,
  ...overrides,
});

export const ownOrders = (store: SimulatorStore, organisationId: number) =>
  store.orders.filter((o) => o.organisation_id === organisationId);

/** A product of the organisation with at least `need` available in one warehouse and a cost. */
export function stockedProduct(store: SimulatorStore, organisationId: number, need = 5) {
  for (const p of store.products.all()) {
    if (p.organisation_id !== organisationId || p.archived || !(p.supplier_value > 0)) continue;
    const row = p.warehouse_stocks.find((w) => w.available >= need);
    if (row) return { product: p, warehouseId: row.warehouse_id, row };
  }
  throw new Error('no stocked product');
}

/** A valid outbound order body for the organisation, from a stocked product. */
export function outboundBody(
  store: SimulatorStore,
  organisationId: number,
  overrides: Record<string, unknown> = {},
) {
  const { product, warehouseId } = stockedProduct(store, organisationId);
  const customer = store.customers.find((c) => c.organisation_id === organisationId)!;
  return {
    sub_type: 'standard',
    customer_id: customer.id,
    address: goodAddress(),
    address_override: false,
    products: [{ product_id: product.id, quantity: 2 }],
    shipping_method: 'AUPOST_PARCEL',
    warehouse_id: warehouseId,
    insurance: false,
    duties: 'DDU',
    byo_label: false,
    reference: `TEST-${Math.random().toString(36).slice(2, 8)}`,
    chat_comment: '',
    parcels: [{ weight: 1.2, length: 30, width: 20, height: 10 }],
    documents: [],
    ...overrides,
  };
}

export function inboundBody(
  store: SimulatorStore,
  organisationId: number,
  overrides: Record<string, unknown> = {},
) {
  const { product, warehouseId } = stockedProduct(store, organisationId, 0);
  const supplier = store.suppliers.find((s) => s.organisation_id === organisationId)!;
  return {
    sub_type: 'standard',
    supplier_id: supplier.id,
    products: [{ product_id: product.id, quantity: 24 }],
    warehouse_id: warehouseId,
    carrier: 'Toll',
    tracking_id: 'TOLL123',
    eta: '2999-01-01',
    invoice_reference: 'INV-1',
    shipment_type: 'pallet',
    reference: `PO-TEST-${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  };
}

/** The first order of the organisation matching. */
export function orderWhere(
  store: SimulatorStore,
  organisationId: number,
  match: (o: OrderRecord) => boolean,
): OrderRecord {
  const order = ownOrders(store, organisationId).find(match);
  if (!order) throw new Error('no such seeded order');
  return order;
}

/** The organisation's first seeded order of `type` in `status`. */
export const orderIn = (
  store: SimulatorStore,
  organisationId: number,
  type: OrderRecord['type'],
  status: OrderRecord['status'],
) => orderWhere(store, organisationId, (o) => o.type === type && o.status === status);

/** The organisation's first product without a cost price: nothing about it can be insured. */
export function uncostedProduct(store: SimulatorStore, organisationId: number): ProductRecord {
  const product = store.products.find(
    (p) => p.organisation_id === organisationId && p.supplier_value === 0,
  );
  if (!product) throw new Error('no seeded product without a cost price');
  return product;
}

/** The organisation's first live (not archived) product that `match` accepts. */
export function liveProductWhere(
  store: SimulatorStore,
  organisationId: number,
  match: (p: ProductRecord) => boolean,
): ProductRecord {
  const product = store.products.find(
    (p) => p.organisation_id === organisationId && !p.archived && match(p),
  );
  if (!product) throw new Error('no such seeded product');
  return product;
}

export function expectFieldError(result: CallResult, field: string, message?: string | RegExp) {
  expect(result.status).toBe(422);
  expect(Object.keys(result.body.errors)).toContain(field);
  if (message !== undefined)
    expect(result.body.errors[field].join(' ')).toMatch(
      typeof message === 'string'
        ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        : message,
    );
}
