import { describe, expect, it } from 'vitest';
import type { Customer, PartnerProductRow } from '@/domain/contract';
import { signedIn } from './catalogueSupport';
import { orderWhere } from './ordersSupport';
import { customerBody as customer } from './partnersSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

/** Partners seen from another organisation or role, and the products a partner is linked to. */

const getStore = runSimulatorServer();

describe('partner scope and roles', () => {
  it('hides another organisation’s partners (404) and refuses the unsigned (401)', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const foreign = store.suppliers.find((s) => s.organisation_id !== session.organisationId)!;
    expect((await call('GET', `suppliers/${foreign.id}`, session)).status).toBe(404);
    expect((await call('PATCH', `suppliers/${foreign.id}`, { ...session, body: {} })).status).toBe(
      404,
    );
    expect((await call('GET', `suppliers/${foreign.id}/products`, session)).status).toBe(404);
    expect((await call('GET', 'suppliers', { auth: null })).status).toBe(401);
  });

  it('lets a MEMBER list, add and edit partners (view and edit are theirs)', async () => {
    const store = getStore();
    const session = await signedIn(store, 'member@demo.test');
    expect((await call('GET', 'customers', session)).status).toBe(200);
    const created = await call('POST', 'customers', { ...session, body: customer() });
    expect(created.status).toBe(201);
    const edited = await call('PATCH', `customers/${created.body.data.id}`, {
      ...session,
      body: { name: 'Leo Park Jr' },
    });
    expect((edited.body.data as Customer).name).toBe('Leo Park Jr');
  });

  it('answers the defaults a new partner starts from', async () => {
    const session = await signedIn(getStore());
    const { body } = await call('GET', 'suppliers/new', session);
    expect(body.data.types).toEqual(['supplier', 'manufacturer']);
    expect(typeof body.data.default_country).toBe('string');
  });
});

describe('partner products', () => {
  it('sums the products of a supplier’s placed inbound orders, most items first, paged', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const traded = store.orders.filter(
      (o) =>
        o.organisation_id === session.organisationId &&
        o.type === 'inbound' &&
        o.supplier_id !== null &&
        o.status !== 'draft' &&
        o.status !== 'cancelled',
    );
    const supplierId = traded[0]!.supplier_id!;
    const mine = traded.filter((o) => o.supplier_id === supplierId);
    const expected = new Map<number, number>();
    for (const o of mine)
      for (const l of o.lines)
        expected.set(l.product_id, (expected.get(l.product_id) ?? 0) + l.quantity);

    const { body } = await call('GET', `suppliers/${supplierId}/products?per_page=100`, session);
    const rows = body.data as PartnerProductRow[];
    expect(new Map(rows.map((r) => [r.product_id, r.quantity]))).toEqual(expected);
    expect(rows.map((r) => r.quantity)).toEqual(
      [...rows.map((r) => r.quantity)].sort((a, b) => b - a),
    );
    expect(rows[0]!.sku).toBe(store.products.get(rows[0]!.product_id)!.sku);
    expect(body.meta.total).toBe(expected.size);

    const paged = await call('GET', `suppliers/${supplierId}/products?page=1&per_page=1`, session);
    expect(paged.body.data).toHaveLength(Math.min(1, expected.size));
  });

  it('lists nothing for a customer without orders, and follows a new order', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const created = await call('POST', 'customers', { ...session, body: customer() });
    const id = created.body.data.id as number;
    expect((await call('GET', `customers/${id}/products`, session)).body.data).toEqual([]);
    const template = orderWhere(store, session.organisationId, (o) => o.type === 'outbound');
    store.orders.insert({ ...template, status: 'in_progress', customer_id: id });
    const { body } = await call('GET', `customers/${id}/products`, session);
    expect(body.data.map((r: PartnerProductRow) => r.product_id).sort()).toEqual(
      [...new Set(template.lines.map((l) => l.product_id))].sort(),
    );
  });
});
