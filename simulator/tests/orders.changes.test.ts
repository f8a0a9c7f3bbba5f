import { describe, expect, it } from 'vitest';
import {
  ETA_PAST_MESSAGE,
  INSURANCE_REFUSAL,
  WAREHOUSE_AND_METHOD_MESSAGE,
} from '@/domain/orders/rules';
import { statusRefusal } from '@/domain/orders/status';
import { cableEventsFor } from '@simulator/cable/events';
import type { StoreChanges } from '@simulator/db/store';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';
import {
  expectFieldError,
  inboundBody,
  orderIn,
  outboundBody,
  uncostedProduct,
} from './ordersSupport';

const getStore = runSimulatorServer();
const SIMULATOR = 'http://localhost:3000/api/__simulator';

const simulator = async (action: string, body: unknown) => {
  const response = await fetch(`${SIMULATOR}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** A fresh pending outbound order (it holds its stock), made through the API. */
async function placed(session: Awaited<ReturnType<typeof signedIn>>, overrides = {}) {
  const store = getStore();
  const body = outboundBody(store, session.organisationId, overrides);
  const res = await call('POST', 'bookings/outbounds', { ...session, body });
  expect(res.status).toBe(201);
  return store.orders.get(res.body.data.id)!;
}

const stockRow = (orderId: number, line = 0) => {
  const store = getStore();
  const order = store.orders.get(orderId)!;
  const product = store.products.get(order.lines[line]!.product_id)!;
  return {
    product,
    row: product.warehouse_stocks.find((w) => w.warehouse_id === order.warehouse_id)!,
  };
};

describe('amend and cancel', () => {
  it('amends with a reason, and refuses a missing or short reason', async () => {
    const session = await signedIn(getStore());
    const order = await placed(session);
    expectFieldError(
      await call('POST', `bookings/${order.id}/amend`, { ...session, body: {} }),
      'reason',
      'Reason is required',
    );
    expectFieldError(
      await call('POST', `bookings/${order.id}/amend`, { ...session, body: { reason: 'no' } }),
      'reason',
      'at least 3',
    );
    const amended = await call('POST', `bookings/${order.id}/amend`, {
      ...session,
      body: { reason: 'Customer moved house' },
    });
    expect(amended.status).toBe(200);
    expect(amended.body.data).toMatchObject({ status: 'amending', reason: 'Customer moved house' });
    expect(order.status_history.map((h) => h.status)).toEqual(['pending', 'amending']);
  });

  it('cancels with a reason, releasing the held stock, and refuses to cancel again', async () => {
    const session = await signedIn(getStore());
    const order = await placed(session);
    const { product, row } = stockRow(order.id);
    const held = { available: row.available, onHold: product.stock - product.available };
    const cancelled = await call('POST', `bookings/${order.id}/cancel`, {
      ...session,
      body: { reason: 'Customer cancelled' },
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      can: { amend: false, cancel: false, edit: false },
    });
    expect(row.available).toBe(held.available + 2);
    expect(product.stock - product.available).toBe(held.onHold - 2);
    expect(order.lines[0]!.on_hold).toBe(0);
    const again = await call('POST', `bookings/${order.id}/cancel`, {
      ...session,
      body: { reason: 'Once more' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ status: [statusRefusal.cancel('cancelled')] });
  });

  it('refuses what the state machine forbids: no cancel after shipped, no amend once packed', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const shipped = orderIn(store, session.organisationId, 'outbound', 'shipped');
    const packed = orderIn(store, session.organisationId, 'outbound', 'packed');
    const received = orderIn(store, session.organisationId, 'inbound', 'received');
    const body = { reason: 'Please change it' };
    expect(
      (await call('POST', `bookings/${shipped.id}/cancel`, { ...session, body })).body.errors,
    ).toEqual({ status: [statusRefusal.cancel('shipped')] });
    expect(
      (await call('POST', `bookings/${packed.id}/amend`, { ...session, body })).body.errors,
    ).toEqual({ status: [statusRefusal.amend('packed')] });
    expect(
      (await call('POST', `bookings/${received.id}/amend`, { ...session, body })).body.errors,
    ).toEqual({ status: [statusRefusal.amend('received')] });
    expect(shipped.status).toBe('shipped');
  });
});

describe('editing lines, shipment and parcels', () => {
  it('replaces the lines of an amending order, which goes back to pending holding the new lines', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = await placed(session);
    await call('POST', `bookings/${order.id}/amend`, {
      ...session,
      body: { reason: 'More please' },
    });
    const first = stockRow(order.id);
    const before = first.row.available;
    const res = await call('PUT', `bookings/${order.id}/products`, {
      ...session,
      body: { products: [{ product_id: order.lines[0]!.product_id, quantity: 3 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('pending');
    expect(order.lines[0]).toMatchObject({ quantity: 3, on_hold: 3 });
    expect(first.row.available).toBe(before - 1);
    const none = await call('PUT', `bookings/${order.id}/products`, {
      ...session,
      body: { products: [] },
    });
    expectFieldError(none, 'products');
  });

  it('refuses edits once the order is being worked on', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const busy = orderIn(store, session.organisationId, 'outbound', 'in_progress');
    const lines = await call('PUT', `bookings/${busy.id}/products`, {
      ...session,
      body: { products: [{ product_id: busy.lines[0]!.product_id, quantity: 1 }] },
    });
    expect(lines.body.errors).toEqual({ status: [statusRefusal.edit('in_progress')] });
    const shipment = await call('PATCH', `bookings/${busy.id}/shipments/details`, {
      ...session,
      body: { tracking_id: 'X1' },
    });
    expect(shipment.body.errors).toEqual({ status: [statusRefusal.edit('in_progress')] });
  });

  it('refuses a warehouse and shipping method changed together, on both', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = await placed(session);
    const other = store.warehouses.find(
      (w) => w.organisation_id === session.organisationId && w.id !== order.warehouse_id,
    )!;
    const both = await call('PATCH', `bookings/${order.id}/shipments/details`, {
      ...session,
      body: { warehouse_id: other.id, shipping_method: 'TNT_ROAD' },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({
      warehouse_id: [WAREHOUSE_AND_METHOD_MESSAGE],
      shipping_method: [WAREHOUSE_AND_METHOD_MESSAGE],
    });
    const method = await call('PATCH', `bookings/${order.id}/shipments/details`, {
      ...session,
      body: { shipping_method: 'TNT_ROAD', tracking_id: 'TNT-1' },
    });
    expect(method.body.data).toMatchObject({
      shipping_method: 'TNT_ROAD',
      carrier: 'TNT',
      service: 'Road Express',
      tracking_id: 'TNT-1',
    });
    const moved = await call('PATCH', `bookings/${order.id}/shipments/details`, {
      ...session,
      body: { warehouse_id: other.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.warehouse.id).toBe(other.id);
    expect(['pending', 'no_stock']).toContain(order.status);
  });

  it('edits an amending inbound order’s shipment, refusing a past ETA, and ends the amend', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const created = await call('POST', 'bookings/inbounds', {
      ...session,
      body: inboundBody(store, session.organisationId),
    });
    const id = created.body.data.id as number;
    await call('POST', `bookings/${id}/amend`, { ...session, body: { reason: 'New ETA' } });
    const past = await call('PATCH', `bookings/${id}/shipments/details`, {
      ...session,
      body: { eta: '2020-01-01' },
    });
    expectFieldError(past, 'eta', ETA_PAST_MESSAGE);
    const ok = await call('PATCH', `bookings/${id}/shipments/details`, {
      ...session,
      body: { eta: '2999-02-02', carrier: 'Mainfreight', shipment_type: 'container' },
    });
    expect(ok.body.data).toMatchObject({
      eta: '2999-02-02',
      carrier: 'Mainfreight',
      shipment_type: 'container',
    });
    expect(store.orders.get(id)!.status).toBe('pending');
  });

  it('refuses insurance on an order holding a product without a cost price', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const uncosted = uncostedProduct(store, session.organisationId);
    const order = await placed(session, { products: [{ product_id: uncosted.id, quantity: 1 }] });
    const res = await call('PATCH', `bookings/${order.id}/shipments/details`, {
      ...session,
      body: { insurance: true },
    });
    expectFieldError(res, 'insurance', INSURANCE_REFUSAL);
  });

  it('replaces the parcels, deriving their volumetric weight, and refuses bad sizes', async () => {
    const session = await signedIn(getStore());
    const order = await placed(session);
    const res = await call('PUT', `bookings/${order.id}/shipments/parcels`, {
      ...session,
      body: { parcels: [{ weight: 2, length: 50, width: 40, height: 30 }] },
    });
    expect(res.body.data).toEqual([
      { weight: 2, length: 50, width: 40, height: 30, volumetric_weight: 12 },
    ]);
    const bad = await call('PUT', `bookings/${order.id}/shipments/parcels`, {
      ...session,
      body: { parcels: [{ weight: -1, length: 50, width: 40, height: 30 }] },
    });
    expectFieldError(bad, 'parcels.0.weight', 'Weight must be greater than 0');
  });
});

describe('the warehouse (simulator menu actions)', () => {
  it('advances an outbound order to shipped, dispatching its stock with a movement and a tracking number', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = await placed(session);
    const { product, row } = stockRow(order.id);
    const before = { stock: row.stock, available: row.available, total: product.stock };
    const changes: StoreChanges[] = [];
    const stop = store.onChange((c) => changes.push(c));
    for (const expected of ['in_progress', 'packed', 'shipped']) {
      const res = await simulator('advance-order', { booking_id: order.id });
      expect(res.body.data).toMatchObject({ booking_id: order.id, status: expected });
    }
    stop();
    expect(row).toMatchObject({ stock: before.stock - 2, available: before.available });
    expect(product.stock).toBe(before.total - 2);
    expect(product.units.reduce((s, u) => s + u.stock * u.items_per_unit, 0)).toBe(product.stock);
    const movement = store.movements.all().at(-1)!;
    expect(movement).toMatchObject({
      product_id: product.id,
      type: 'outbound',
      quantity: -2,
      reference: order.reference,
      balance: product.stock,
    });
    expect(order.tracking_id).toMatch(/^33AP/);
    const events = changes.flatMap((c) => cableEventsFor(store, c)).map((e) => e.event);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'booking.updated', booking_id: order.id }),
    );
    // Product pages show the movement.
    const page = await call('GET', `items/${product.id}/movements?per_page=1`, session);
    expect(page.body.data[0]).toMatchObject({ type: 'outbound', reference: order.reference });
    expect((await simulator('advance-order', { booking_id: order.id })).body.data.status).toBe(
      'delivered',
    );
    expect((await simulator('advance-order', { booking_id: order.id })).status).toBe(422);
  });

  it('receives an inbound order: counted = stored = ordered, stock and movements up', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = inboundBody(store, session.organisationId);
    const created = await call('POST', 'bookings/inbounds', { ...session, body });
    const order = store.orders.get(created.body.data.id)!;
    const { product, row } = stockRow(order.id);
    const before = { stock: row.stock, available: row.available };
    const res = await simulator('receive-inbound', { booking_id: order.id });
    expect(res.body.data).toMatchObject({ booking_id: order.id, status: 'received' });
    expect(order.lines[0]).toMatchObject({ counted: 24, stored: 24 });
    expect(row).toMatchObject({ stock: before.stock + 24, available: before.available + 24 });
    expect(store.movements.all().at(-1)).toMatchObject({
      product_id: product.id,
      type: 'inbound',
      quantity: 24,
      reference: order.reference,
    });
    expect((await simulator('receive-inbound', { booking_id: order.id })).status).toBe(422);
    const report = await call('GET', `bookings/${order.id}/products`, session);
    expect(report.body.data[0]).toMatchObject({ counted: 24, stored: 24 });
  });

  it('picks the organisation’s oldest waiting order when none is named', async () => {
    const store = getStore();
    const organisation = store.organisations.all()[0]!;
    const res = await simulator('receive-inbound', { organisation_uid: organisation.uid });
    expect(res.status).toBe(200);
    expect(store.orders.get(res.body.data.booking_id)!.organisation_id).toBe(organisation.id);
    expect((await simulator('advance-order', {})).status).toBe(404);
  });
});
