import { describe, expect, it } from 'vitest';
import { ETA_PAST_MESSAGE, INSURANCE_REFUSAL } from '@/domain/orders/rules';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';
import { ORDER_MESSAGES } from '@simulator/orders/input';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';
import {
  expectFieldError,
  goodAddress,
  inboundBody,
  liveProductWhere,
  orderIn,
  orderWhere,
  outboundBody,
  stockedProduct,
  uncostedProduct,
} from './ordersSupport';

const getStore = runSimulatorServer();

describe('POST bookings/outbounds', () => {
  it('creates a pending order that holds its stock, and refuses the same reference again', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = outboundBody(store, session.organisationId);
    const product = store.products.get(body.products[0]!.product_id)!;
    const row = () => product.warehouse_stocks.find((w) => w.warehouse_id === body.warehouse_id)!;
    const before = { available: row().available, stock: row().stock };
    const created = await call('POST', 'bookings/outbounds', { ...session, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      reference: body.reference,
      status: 'pending',
      linked_ids: [],
    });
    const order = store.orders.get(created.body.data.id)!;
    expect(order.lines[0]).toMatchObject({ quantity: 2, on_hold: 2 });
    expect(order.address_validation).toBe('valid');
    expect(order.parcels[0]!.volumetric_weight).toBe(1.2);
    expect(row()).toMatchObject({ available: before.available - 2, stock: before.stock });
    expect(
      store.history
        .all()
        .some(
          (h) =>
            h.product_id === product.id && h.changes.some((c) => c.field.includes(body.reference)),
        ),
    ).toBe(true);

    const again = await call('POST', 'bookings/outbounds', {
      ...session,
      body: { ...body, reference: body.reference.toLowerCase() },
    });
    expectFieldError(again, 'reference', ORDER_MESSAGES.referenceTaken);
    const unique = await call('POST', 'bookings/validate-uniqueness', {
      ...session,
      body: { reference: body.reference },
    });
    expect(unique.body.data).toEqual({ unique: false });
    const free = await call('POST', 'bookings/validate-uniqueness', {
      ...session,
      body: { reference: 'NEVER-USED-1' },
    });
    expect(free.body.data).toEqual({ unique: true });
  });

  it('marks an order No Stock when a line has no stock in the warehouse, holding nothing', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = outboundBody(store, session.organisationId);
    const { product } = stockedProduct(store, session.organisationId);
    // The most a line may ask for: more than any warehouse holds.
    expect(product.available).toBeLessThan(100000);
    const created = await call('POST', 'bookings/outbounds', {
      ...session,
      body: { ...body, products: [{ product_id: product.id, quantity: 100000 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('no_stock');
    expect(store.orders.get(created.body.data.id)!.lines[0]!.on_hold).toBe(0);
  });

  it('keys every refusal by its field', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = outboundBody(store, session.organisationId, {
      products: [{ product_id: 999999, quantity: 0 }],
      parcels: [{ weight: 0, length: 10, width: 400, height: 10 }],
      address: goodAddress({ postcode: '' }),
      reference: '',
      duties: 'XYZ',
      shipping_method: 'CARRIER_PIGEON',
    });
    const res = await call('POST', 'bookings/outbounds', { ...session, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'address.postcode',
        'duties',
        'parcels.0.weight',
        'parcels.0.width',
        'products.0.product_id',
        'products.0.quantity',
        'reference',
        'shipping_method',
      ].sort(),
    );
    expect(res.body.errors['products.0.quantity'][0]).toMatch(
      /^Quantity must be greater than or equal to 1/,
    );
    const none = await call('POST', 'bookings/outbounds', {
      ...session,
      body: { ...outboundBody(store, session.organisationId), products: [] },
    });
    expectFieldError(none, 'products', ORDER_MESSAGES.noProducts);
  });

  it('refuses an insured method (or insurance) for a product without a valid cost price', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const uncosted = uncostedProduct(store, session.organisationId);
    const body = outboundBody(store, session.organisationId, {
      products: [{ product_id: uncosted.id, quantity: 1 }],
      shipping_method: 'STARTRACK_PREMIUM',
    });
    expectFieldError(
      await call('POST', 'bookings/outbounds', { ...session, body }),
      'shipping_method',
      INSURANCE_REFUSAL,
    );
    const insured = { ...body, shipping_method: 'AUPOST_PARCEL', insurance: true };
    expectFieldError(
      await call('POST', 'bookings/outbounds', { ...session, body: insured }),
      'shipping_method',
      INSURANCE_REFUSAL,
    );
    const plain = { ...body, shipping_method: 'AUPOST_PARCEL' };
    expect((await call('POST', 'bookings/outbounds', { ...session, body: plain })).status).toBe(
      201,
    );
  });

  it('refuses a failing address unless overridden, then stores it as overridden', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const customer = store.customers
      .filter((c) => c.organisation_id === session.organisationId)
      .find((c) => c.address.addressLine1 === FAILING_CUSTOMER_STREET)!;
    const check = await call('POST', 'bookings/outbounds/validate-address', {
      ...session,
      body: { address: customer.address },
    });
    expect(check.body.data.valid).toBe(false);
    expect(check.body.data.problems.addressLine1).toMatch(/cannot deliver/);
    const body = outboundBody(store, session.organisationId, {
      customer_id: customer.id,
      address: customer.address,
    });
    const refused = await call('POST', 'bookings/outbounds', { ...session, body });
    expectFieldError(refused, 'address.addressLine1', /cannot deliver/);
    const overridden = await call('POST', 'bookings/outbounds', {
      ...session,
      body: { ...body, address_override: true },
    });
    expect(overridden.status).toBe(201);
    expect(store.orders.get(overridden.body.data.id)!.address_validation).toBe('overridden');
  });

  it.each([
    { country: 'AU', valid: ['2000'], invalid: ['200'] },
    { country: 'NZ', valid: ['6011'], invalid: [] },
    { country: 'US', valid: ['98101-1234'], invalid: ['9810'] },
    { country: 'GB', valid: ['SW1A 1AA'], invalid: ['12345'] },
    { country: 'SG', valid: ['018956'], invalid: [] },
    { country: 'CA', valid: ['K1A 0B1'], invalid: ['12345'] },
    { country: 'FR', valid: ['75001'], invalid: [''] },
  ])('validates postcodes per country: $country', async ({ country, valid, invalid }) => {
    const session = await signedIn(getStore());
    const { countryUid } = await import('@simulator/lib/countries');
    const check = async (postcode: string) =>
      (
        await call('POST', 'bookings/outbounds/validate-address', {
          ...session,
          body: { address: goodAddress({ country: countryUid(country), postcode }) },
        })
      ).body.data.valid as boolean;
    for (const postcode of valid) expect(await check(postcode), postcode).toBe(true);
    for (const postcode of invalid) expect(await check(postcode), postcode).toBe(false);
  });

  it('refuses a domestic method to an address abroad', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { countryUid } = await import('@simulator/lib/countries');
    const body = outboundBody(store, session.organisationId, {
      address: goodAddress({
        country: countryUid('NZ'),
        postcode: '6011',
        state: 'WGN',
        suburb: 'Wellington',
      }),
    });
    expectFieldError(
      await call('POST', 'bookings/outbounds', { ...session, body }),
      'shipping_method',
      /does not deliver to New Zealand/,
    );
    const abroad = await call('POST', 'bookings/outbounds', {
      ...session,
      body: { ...body, shipping_method: 'AUPOST_INTL' },
    });
    expect(abroad.status).toBe(201);
    expect(store.orders.get(abroad.body.data.id)).toMatchObject({
      country_iso2: 'NZ',
      zone: 'International',
    });
  });

  it('splits an order across warehouses by where the stock is, active warehouse first, linked', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const organisation = store.organisations.get(session.organisationId)!;
    const active = organisation.active_warehouse_id!;
    const own = store.products.filter(
      (p) => p.organisation_id === session.organisationId && !p.archived && p.supplier_value > 0,
    );
    const atActive = own.find(
      (p) => (p.warehouse_stocks.find((w) => w.warehouse_id === active)?.available ?? 0) >= 3,
    )!;
    const elsewhere = own.find(
      (p) =>
        (p.warehouse_stocks.find((w) => w.warehouse_id === active)?.available ?? 0) === 0 &&
        p.warehouse_stocks.some((w) => w.warehouse_id !== active && w.available >= 3),
    )!;
    const body = outboundBody(store, session.organisationId, {
      sub_type: 'split',
      warehouse_id: active,
      reference: 'SPLIT-TEST',
      products: [
        { product_id: atActive.id, quantity: 3 },
        { product_id: elsewhere.id, quantity: 3 },
      ],
    });
    const res = await call('POST', 'bookings/outbounds', { ...session, body });
    expect(res.status).toBe(201);
    const first = store.orders.get(res.body.data.id)!;
    expect(res.body.data.linked_ids).toHaveLength(1);
    const second = store.orders.get(res.body.data.linked_ids[0])!;
    expect(first).toMatchObject({
      reference: 'SPLIT-TEST-1',
      warehouse_id: active,
      sub_type: 'split',
      status: 'pending',
      linked_ids: [second.id],
    });
    expect(first.lines.map((l) => l.product_id)).toEqual([atActive.id]);
    expect(second.lines.map((l) => l.product_id)).toEqual([elsewhere.id]);
    expect(second).toMatchObject({
      reference: 'SPLIT-TEST-2',
      linked_ids: [first.id],
      status: 'pending',
    });
    expect(second.warehouse_id).not.toBe(active);
    const linked = await call('GET', `bookings/${second.id}/linked-orders`, session);
    expect(linked.body.data.map((o: { id: number }) => o.id)).toEqual([first.id, second.id]);
  });

  it('duplicates an order: customer, address and lines copied from the source', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const source = orderWhere(
      store,
      session.organisationId,
      (o) =>
        o.type === 'outbound' &&
        o.address_validation === 'valid' &&
        o.shipping_method === 'AUPOST_PARCEL' &&
        o.lines.every((l) => l.unit_type === 'BASE'),
    );
    const body = outboundBody(store, session.organisationId, {
      sub_type: 'duplicate',
      source_order_id: source.id,
    });
    delete (body as Record<string, unknown>).customer_id;
    delete (body as Record<string, unknown>).address;
    delete (body as Record<string, unknown>).products;
    const res = await call('POST', 'bookings/outbounds', { ...session, body });
    expect(res.status).toBe(201);
    const copy = store.orders.get(res.body.data.id)!;
    expect(copy).toMatchObject({
      sub_type: 'duplicate',
      source_order_id: source.id,
      customer_id: source.customer_id,
      address: source.address,
    });
    expect(copy.lines.map((l) => [l.product_id, l.quantity])).toEqual(
      source.lines.map((l) => [l.product_id, l.quantity]),
    );
  });

  it('opens the order’s support thread with its chat comment', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = outboundBody(store, session.organisationId, {
      chat_comment: 'Please gift wrap <b>this</b>',
    });
    const res = await call('POST', 'bookings/outbounds', { ...session, body });
    const detail = await call('GET', `bookings/${res.body.data.id}`, session);
    const ticket = store.tickets.find((t) => t.uid === detail.body.data.ticket_uid)!;
    expect(ticket).toMatchObject({
      order_id: res.body.data.id,
      subject: `Order ${body.reference}`,
      status: 'open',
    });
    expect(ticket.comments[0]!.body).toContain('Please gift wrap &#60;b&#62;this&#60;/b&#62;');
  });
});

describe('POST bookings/inbounds', () => {
  it('creates a pending inbound order in packaging units', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = liveProductWhere(store, session.organisationId, (p) =>
      p.units.some((u) => u.unit === 'CARTON'),
    );
    const body = inboundBody(store, session.organisationId, {
      products: [{ product_id: product.id, quantity: 2, unit_type: 'CARTON' }],
    });
    const res = await call('POST', 'bookings/inbounds', { ...session, body });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('pending');
    const lines = (await call('GET', `bookings/${res.body.data.id}/products`, session)).body.data;
    const perCarton = product.units.find((u) => u.unit === 'CARTON')!.items_per_unit;
    expect(lines[0]).toMatchObject({
      unit_type: 'CARTON',
      quantity: 2,
      base_quantity: 2 * perCarton,
      counted: 0,
      stored: 0,
    });
  });

  it('refuses an ETA in the past in the caller’s calendar, and a unit the product lacks', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = liveProductWhere(
      store,
      session.organisationId,
      (p) => !p.units.some((u) => u.unit === 'PALLET'),
    );
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const body = inboundBody(store, session.organisationId, {
      eta: yesterday,
      products: [{ product_id: product.id, quantity: 1, unit_type: 'PALLET' }],
    });
    const res = await call('POST', 'bookings/inbounds', { ...session, body });
    expectFieldError(res, 'eta', ETA_PAST_MESSAGE);
    expectFieldError(res, 'products.0.unit_type', 'This product has no PALLET type');
    const today = new Date().toISOString().slice(0, 10);
    const ok = await call('POST', 'bookings/inbounds', {
      ...session,
      headers: { 'X-Timezone-Offset': '0' },
      body: { ...body, eta: today, products: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(ok.status).toBe(201);
  });

  it('ties back orders, returns and transfers to what they follow', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const inbound = orderWhere(store, session.organisationId, (o) => o.type === 'inbound');
    const outbound = orderIn(store, session.organisationId, 'outbound', 'delivered');
    const back = await call('POST', 'bookings/inbounds', {
      ...session,
      body: inboundBody(store, session.organisationId, {
        sub_type: 'back',
        source_order_id: inbound.id,
      }),
    });
    expect(store.orders.get(back.body.data.id)).toMatchObject({
      sub_type: 'back',
      source_order_id: inbound.id,
    });
    const noSource = await call('POST', 'bookings/inbounds', {
      ...session,
      body: inboundBody(store, session.organisationId, {
        sub_type: 'return',
        source_order_id: inbound.id,
      }),
    });
    expectFieldError(noSource, 'source_order_id', ORDER_MESSAGES.sourceNotFound);
    const ret = await call('POST', 'bookings/inbounds', {
      ...session,
      body: inboundBody(store, session.organisationId, {
        sub_type: 'return',
        source_order_id: outbound.id,
        supplier_id: null,
      }),
    });
    expect(ret.status).toBe(201);
    expect(store.orders.get(ret.body.data.id)).toMatchObject({
      customer_id: outbound.customer_id,
      customer_name: outbound.customer_name,
    });
    const body = inboundBody(store, session.organisationId, {
      sub_type: 'transfer',
      supplier_id: null,
    });
    const same = await call('POST', 'bookings/inbounds', {
      ...session,
      body: { ...body, from_warehouse_id: body.warehouse_id },
    });
    expectFieldError(same, 'from_warehouse_id', ORDER_MESSAGES.fromWarehouse);
    const other = store.warehouses.find(
      (w) => w.organisation_id === session.organisationId && w.id !== body.warehouse_id,
    )!;
    const transfer = await call('POST', 'bookings/inbounds', {
      ...session,
      body: { ...body, from_warehouse_id: other.id },
    });
    expect(store.orders.get(transfer.body.data.id)!.customer_name).toBe(
      `Transfer from ${other.name}`,
    );
  });
});
