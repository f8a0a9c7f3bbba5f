import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListItem } from '@/domain/contract';
import { ORDER_STATUSES, STATUSES_OF } from '@/domain/orders/status';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';
import { orderIn, orderWhere, ownOrders } from './ordersSupport';

const getStore = runSimulatorServer();

const ids = (body: { data: OrderListItem[] }) => body.data.map((o) => o.id);

describe('the orders seed', () => {
  it('gives every organisation 300 orders over every status, type, warehouse and country', () => {
    const store = getStore();
    for (const organisation of store.organisations.all()) {
      const own = ownOrders(store, organisation.id);
      expect(own).toHaveLength(300);
      expect(new Set(own.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
      expect(new Set(own.map((o) => o.sub_type))).toEqual(
        new Set(['standard', 'split', 'duplicate', 'back', 'transfer', 'return']),
      );
      const warehouses = store.warehouses.filter((w) => w.organisation_id === organisation.id);
      expect(new Set(own.map((o) => o.warehouse_id)).size).toBe(warehouses.length);
      expect(new Set(own.map((o) => o.country_iso2)).size).toBeGreaterThanOrEqual(5);
      for (const o of own) {
        // Inbound orders use inbound statuses only (received, never delivered).
        expect(STATUSES_OF[o.type]).toContain(o.status);
        expect(o.status_history.at(-1)!.status).toBe(o.status);
        if (o.sub_type === 'return')
          expect(store.orders.get(o.source_order_id!)!.type).toBe('outbound');
        for (const linked of o.linked_ids)
          expect(store.orders.get(linked)!.linked_ids).toContain(o.id);
        if (['shipped', 'delivered'].includes(o.status) && o.type === 'outbound')
          expect(o.tracking_id).toBeTruthy();
      }
      expect(own.some((o) => o.sub_type === 'split' && o.linked_ids.length > 0)).toBe(true);
    }
  });
});

describe('GET bookings, bookings/outbounds, bookings/inbounds', () => {
  it('pages the organisation’s orders newest first, one direction per path', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const own = ownOrders(store, session.organisationId);
    const all = await call('GET', 'bookings?per_page=100', session);
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(own.length);
    const newest = [...own].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(ids(all.body)).toEqual(newest.slice(0, 100).map((o) => o.id));
    const out = await call('GET', 'bookings/outbounds?per_page=5&page=2', session);
    expect(out.body.meta.total).toBe(own.filter((o) => o.type === 'outbound').length);
    expect(out.body.data.every((o: OrderListItem) => o.type === 'outbound')).toBe(true);
    const inbound = await call('GET', 'bookings/inbounds', session);
    expect(inbound.body.meta.total).toBe(own.filter((o) => o.type === 'inbound').length);
    const typed = await call('GET', 'bookings?type=inbound', session);
    expect(typed.body.meta.total).toBe(inbound.body.meta.total);
  });

  it('filters by status, sub type, warehouse, country, method, carrier, validation, tracking and source', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const out = ownOrders(store, session.organisationId).filter((o) => o.type === 'outbound');
    const count = async (query: string) =>
      (await call('GET', `bookings/outbounds?per_page=1&${query}`, session)).body.meta.total;
    const tracked = out.find((o) => o.tracking_id)!;
    const cases: [string, (o: (typeof out)[number]) => boolean][] = [
      ['status=pending,no_stock', (o) => ['pending', 'no_stock'].includes(o.status)],
      ['sub_type=split', (o) => o.sub_type === 'split'],
      [`warehouse_id=${out[0]!.warehouse_id}`, (o) => o.warehouse_id === out[0]!.warehouse_id],
      ['country=nz,US', (o) => ['NZ', 'US'].includes(o.country_iso2)],
      ['shipping_method=DHL_EXPRESS', (o) => o.shipping_method === 'DHL_EXPRESS'],
      ['carrier=australia%20post', (o) => o.carrier === 'Australia Post'],
      [
        'address_validation=overridden,invalid',
        (o) => ['overridden', 'invalid'].includes(o.address_validation),
      ],
      [
        `tracking_number=${tracked.tracking_id!.slice(2, 9)}`,
        (o) => !!o.tracking_id?.includes(tracked.tracking_id!.slice(2, 9)),
      ],
      ['source=shopify', (o) => o.source === 'shopify'],
      [
        'status=delivered&country=AU&source=api',
        (o) => o.status === 'delivered' && o.country_iso2 === 'AU' && o.source === 'api',
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = out.filter(keep).length;
      expect(expected, query).toBeGreaterThan(0);
      expect(await count(query), query).toBe(expected);
    }
  });

  it('finds by reference, customer or barcode and filters created dates in the caller’s calendar', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = orderWhere(store, session.organisationId, (o) => o.type === 'outbound');
    const byRef = await call(
      'GET',
      `bookings?query=${encodeURIComponent(order.reference)}`,
      session,
    );
    expect(ids(byRef.body)).toContain(order.id);
    const byBarcode = await call('GET', `bookings?query=${order.barcode.toLowerCase()}`, session);
    expect(ids(byBarcode.body)).toEqual([order.id]);
    const byName = await call(
      'GET',
      `bookings?per_page=100&query=${encodeURIComponent(order.customer_name.slice(0, 5))}`,
      session,
    );
    expect(ids(byName.body)).toContain(order.id);

    // An order at 20:00 UTC is the next day in Sydney (+600 minutes).
    const at = Date.parse(order.created_at);
    const utcDay = order.created_at.slice(0, 10);
    const sydneyDay = new Date(at + 600 * 60_000).toISOString().slice(0, 10);
    /** Orders created on `day` in the calendar `offset` minutes east of UTC. */
    const createdOn = (day: string, offset: number) =>
      call('GET', `bookings?per_page=100&created_from=${day}&created_to=${day}`, {
        ...session,
        headers: { 'X-Timezone-Offset': String(offset) },
      });
    const inSydney = await createdOn(sydneyDay, 600);
    expect(ids(inSydney.body)).toContain(order.id);
    const inUtc = await createdOn(utcDay, 0);
    expect(ids(inUtc.body)).toContain(order.id);
    for (const row of inUtc.body.data as OrderListItem[])
      expect(row.created_at.slice(0, 10)).toBe(utcDay);
  });

  it('sorts by every key both ways, ties by id', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const refs = await call('GET', 'bookings/inbounds?sort=reference&per_page=100', session);
    const references = refs.body.data.map((o: OrderListItem) => o.reference);
    expect(references).toEqual(
      [...references].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    const items = await call('GET', 'bookings?sort=-items&per_page=20', session);
    const counts = items.body.data.map((o: OrderListItem) => o.items);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const oldest = await call('GET', 'bookings?sort=created_at&per_page=3', session);
    const dates = oldest.body.data.map((o: OrderListItem) => o.created_at);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses unknown filter values with 422 on the parameter', async () => {
    const session = await signedIn(getStore());
    const bad = await call(
      'GET',
      'bookings/inbounds?status=delivered&sort=price&created_from=21-11-2026&source=fax',
      session,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'created_from',
      'sort',
      'source',
      'status',
    ]);
  });

  it('shows a return with its original order', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const returns = await call('GET', 'bookings/inbounds?sub_type=return&per_page=100', session);
    const row = (returns.body.data as OrderListItem[])[0]!;
    const record = store.orders.get(row.id)!;
    expect(row.original_order).toEqual({
      id: record.source_order_id,
      reference: store.orders.get(record.source_order_id!)!.reference,
    });
  });
});

describe('GET bookings/{id} and its tabs', () => {
  it('answers the detail with what the role may do, from the state machine', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const pending = orderIn(store, session.organisationId, 'outbound', 'pending');
    const shipped = orderIn(store, session.organisationId, 'outbound', 'shipped');
    const a = (await call('GET', `bookings/${pending.id}`, session)).body.data as OrderDetail;
    expect(a.can).toEqual({ amend: true, cancel: true, edit: true });
    expect(a.customer!.id).toBe(pending.customer_id);
    expect(a.address).toEqual(pending.address);
    const b = (await call('GET', `bookings/${shipped.id}`, session)).body.data as OrderDetail;
    expect(b.can).toEqual({ amend: false, cancel: false, edit: false });
    const progress = (await call('GET', `bookings/${shipped.id}/progress`, session)).body.data;
    expect(progress.current).toBe('shipped');
    expect(progress.percent).toBe(80);
    expect(progress.steps.map((s: { at: string | null }) => s.at !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('names the order’s latest support thread', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = store.tickets.find(
      (t) => t.organisation_id === session.organisationId && t.order_id !== null,
    )!;
    const latest = store.tickets
      .filter((t) => t.order_id === ticket.order_id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    const detail = await call('GET', `bookings/${ticket.order_id}`, session);
    expect(detail.body.data.ticket_uid).toBe(latest.uid);
  });

  it('lists a split order’s linked orders, itself included', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const split = orderWhere(store, session.organisationId, (o) => o.linked_ids.length > 0);
    const linked = await call('GET', `bookings/${split.id}/linked-orders`, session);
    expect(ids(linked.body).sort((a, b) => a - b)).toEqual(
      [split.id, ...split.linked_ids].sort((a, b) => a - b),
    );
  });

  it('prices an order in AUD with GST of 10 %', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = orderIn(store, session.organisationId, 'outbound', 'delivered');
    const { data } = (await call('GET', `bookings/${order.id}/pricing`, session)).body;
    expect(data.currency).toBe('AUD');
    const sum = data.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0);
    expect(data.subtotal).toBeCloseTo(sum, 2);
    expect(data.tax).toBeCloseTo(data.subtotal * 0.1, 2);
    expect(data.total).toBeCloseTo(data.subtotal + data.tax, 2);
    expect(data.lines.some((l: { label: string }) => l.label.startsWith('Shipping'))).toBe(true);
  });

  it('masks money for a MEMBER: line prices, pricing and shipping method prices', async () => {
    const store = getStore();
    const member = await signedIn(store, 'member@demo.test');
    const order = orderWhere(
      store,
      member.organisationId,
      (o) => o.type === 'outbound' && o.status === 'delivered',
    );
    const lines = (await call('GET', `bookings/${order.id}/products`, member)).body.data;
    expect(lines[0]).toMatchObject({ sale_price: '***', supplier_cost: '***' });
    const pricing = (await call('GET', `bookings/${order.id}/pricing`, member)).body.data;
    expect([pricing.subtotal, pricing.tax, pricing.total]).toEqual(['***', '***', '***']);
    expect(pricing.lines.every((l: { amount: unknown }) => l.amount === '***')).toBe(true);
    const options = (await call('GET', 'bookings/outbounds/new', member)).body.data;
    expect(options.shipping_methods[0]).toMatchObject({ price: '***', per_kg: '***' });
    const owner = await signedIn(store);
    const unmasked = (await call('GET', `bookings/${order.id}/products`, owner)).body.data;
    expect(typeof unmasked[0].sale_price).toBe('number');
  });

  it('keeps to the organisation: another organisation’s order is 404, a non-member 403', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const foreign = store.orders.find((o) => o.organisation_id !== session.organisationId)!;
    expect((await call('GET', `bookings/${foreign.id}`, session)).status).toBe(404);
    expect(
      (
        await call('POST', `bookings/${foreign.id}/cancel`, {
          ...session,
          body: { reason: 'Not mine' },
        })
      ).status,
    ).toBe(404);
    const list = await call('GET', 'bookings?per_page=100', session);
    expect(
      list.body.data.every(
        (o: OrderListItem) => store.orders.get(o.id)!.organisation_id === session.organisationId,
      ),
    ).toBe(true);
    expect((await call('GET', `bookings/${foreign.id}/no-such-tab`, session)).status).toBe(404);
    const admin = await signedIn(store, 'admin@demo.test');
    const other = store.organisations.find((o) => o.id !== admin.organisationId)!;
    expect((await call('GET', 'bookings', { auth: admin.auth, org: other.uid })).status).toBe(403);
  });

  it('answers what a new order chooses from, the active warehouse first', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const organisation = store.organisations.get(session.organisationId)!;
    const out = (await call('GET', 'bookings/outbounds/new', session)).body.data;
    expect(out.default_warehouse_id).toBe(organisation.active_warehouse_id);
    expect(out.split_explanation).toMatch(/split/i);
    expect(out.shipping_methods.some((m: { insured: boolean }) => m.insured)).toBe(true);
    expect(out.shipping_methods.some((m: { insured: boolean }) => !m.insured)).toBe(true);
    const inbound = (await call('GET', 'bookings/inbounds/new', session)).body.data;
    expect(inbound.carriers.length).toBeGreaterThan(3);
    expect(inbound.shipping_methods).toEqual([]);
  });
});
