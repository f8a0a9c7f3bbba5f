import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/domain/activity/activity';
import { signedIn } from './catalogueSupport';
import { orderIn } from './ordersSupport';
import { supplierBody } from './partnersSupport';
import { memberUid } from '@simulator/settings/teamRules';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const newSupplier = supplierBody();

const trail = async (session: Awaited<ReturnType<typeof signedIn>>, query = '') => {
  const res = await call('GET', `activities${query}`, session);
  expect(res.status).toBe(200);
  return res.body as { data: ActivityEntry[]; meta: { total: number; total_pages: number } };
};

describe('the activity trail records every successful write', () => {
  it('a create: who, when (the simulator clock), which record, created', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const at = clock.now();
    const res = await call('POST', 'suppliers', { ...session, body: newSupplier });
    expect(res.status).toBe(201);

    const { data } = await trail(session);
    expect(data).toEqual([
      {
        id: expect.any(Number),
        at: new Date(at).toISOString(),
        actor: {
          id: session.user.id,
          name: `${session.user.first_name} ${session.user.last_name}`,
        },
        kind: 'supplier',
        record: { id: res.body.data.id, uid: res.body.data.uid, label: 'Mia Chen' },
        action: 'created',
        changes: [],
      },
    ]);
    expect(store.activities.all()).toHaveLength(1);
  });

  it('an edit: each changed field before → after, nested fields by their path', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const supplier = store.suppliers.find((s) => s.organisation_id === session.organisationId)!;
    const oldPhone = supplier.phone;
    const res = await call('PATCH', `suppliers/${supplier.id}`, {
      ...session,
      body: { phone: '+61 400 000 111', address: { ...supplier.address, suburb: 'Geelong' } },
    });
    expect(res.status).toBe(200);

    const [entry] = (await trail(session)).data;
    expect(entry).toMatchObject({
      kind: 'supplier',
      action: 'updated',
      record: { id: supplier.id, label: supplier.name },
    });
    expect(entry!.changes).toContainEqual({
      field: 'phone',
      before: oldPhone,
      after: '+61 400 000 111',
    });
    expect(entry!.changes.map((c) => c.field)).toContain('address.suburb');
  });

  it('a cancel is recorded as cancelled, with the status before → after', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = orderIn(store, session.organisationId, 'outbound', 'pending');
    const res = await call('POST', `bookings/${order.id}/cancel`, {
      ...session,
      body: { reason: 'Customer changed their mind' },
    });
    expect(res.status).toBe(200);

    const { data } = await trail(session, '?kind=order');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'cancelled',
      record: { id: order.id, label: order.reference, direction: 'outbound' },
    });
    expect(data[0]!.changes).toContainEqual({
      field: 'status',
      before: 'pending',
      after: 'cancelled',
    });
  });

  it('a refused write and a read record nothing', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const refused = await call('POST', 'suppliers', {
      ...session,
      body: { ...newSupplier, email: '' },
    });
    expect(refused.status).toBe(422);
    await call('GET', 'suppliers', session);
    expect(store.activities.all()).toHaveLength(0);
  });

  it('never stores a secret, whatever the record holds', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const supplier = store.suppliers.find((s) => s.organisation_id === session.organisationId)!;
    // A record carrying secret-named fields: an edit of them must not reach the trail.
    Object.assign(supplier, { api_key: 'old-key', password_digest: 'aaa', otp_code: '111111' });
    const res = await call('PATCH', `suppliers/${supplier.id}`, {
      ...session,
      body: { phone: '+61 400 000 222' },
    });
    expect(res.status).toBe(200);
    Object.assign(supplier, { api_key: 'new-key' });
    await call('PATCH', `suppliers/${supplier.id}`, {
      ...session,
      body: { phone: '+61 400 000 333' },
    });

    const stored = JSON.stringify(store.activities.all());
    expect(stored).toContain('+61 400 000 333');
    for (const secret of ['api_key', 'old-key', 'new-key', 'password', 'otp_code', '111111'])
      expect(stored).not.toContain(secret);
  });
});

describe('GET activities', () => {
  it('refuses a MEMBER with 403, and keeps each organisation to its own trail', async () => {
    const store = getStore();
    const owner = await signedIn(store);
    await call('POST', 'suppliers', { ...owner, body: newSupplier });
    const member = await signedIn(store, 'member@demo.test');
    const refused = await call('GET', 'activities', member);
    expect(refused.status).toBe(403);

    const admin = await signedIn(store, 'admin@demo.test');
    expect((await trail(admin)).meta.total).toBe(1);
    const elsewhere = store.organisations.find((o) => o.id !== owner.organisationId)!;
    expect((await trail({ ...owner, org: elsewhere.uid })).meta.total).toBe(0);
  });

  it('filters by member, kind, record and days, and pages the result', async () => {
    const store = getStore();
    const owner = await signedIn(store);
    const admin = await signedIn(store, 'admin@demo.test');
    const suppliers = store.suppliers.filter((s) => s.organisation_id === owner.organisationId);
    for (const [index, supplier] of suppliers.slice(0, 3).entries()) {
      const who = index === 1 ? admin : owner;
      await call('PATCH', `suppliers/${supplier.id}`, {
        ...who,
        body: { phone: `+61 400 000 00${index}` },
      });
      clock.advance(24 * 3600 * 1000);
    }
    await call('POST', 'customers', {
      ...owner,
      body: { ...newSupplier, customer_type: 'retailer', supplier_type: undefined },
    });

    expect((await trail(owner)).meta.total).toBe(4);
    const adminMembership = store.memberships.find(
      (m) => m.user_id === admin.user.id && m.organisation_id === owner.organisationId,
    )!;
    const byAdmin = await trail(owner, `?member=${memberUid(adminMembership)}`);
    expect(byAdmin.data.map((e) => e.record.id)).toEqual([suppliers[1]!.id]);
    expect((await trail(owner, '?kind=customer')).data.map((e) => e.action)).toEqual(['created']);
    const one = await trail(owner, `?kind=supplier&record_id=${suppliers[2]!.id}`);
    expect(one.data.map((e) => e.record.id)).toEqual([suppliers[2]!.id]);

    const firstDay = new Date(clock.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const days = await trail(owner, `?from=${firstDay}&to=${firstDay}`);
    expect(days.data.map((e) => e.record.id)).toEqual([suppliers[0]!.id]);

    const paged = await trail(owner, '?per_page=3&page=2');
    expect(paged.meta).toMatchObject({ total: 4, total_pages: 2 });
    // Newest first: the last page holds the oldest entry.
    expect(paged.data.map((e) => e.record.id)).toEqual([suppliers[0]!.id]);

    expectInvalid(await call('GET', 'activities?record_id=4', owner), {
      kind: ['is required with a record'],
    });
    expectInvalid(await call('GET', 'activities?kind=planet&from=yesterday&member=nobody', owner), {
      member: ['is not a member of the organisation'],
      kind: ['is not a kind of record'],
      from: ['must be a day (YYYY-MM-DD)'],
    });
  });
});
