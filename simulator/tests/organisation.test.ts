import { describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@/domain/contract';
import { signInAs } from '@simulator/node';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const orgUid = (name: string) => getStore().organisations.find((o) => o.name === name)!.uid;

describe('organisation scope and roles', () => {
  it('switches organisation: new role, fetch key and remembered current organisation', async () => {
    const { user, headers } = await signInAs('owner@demo.test');
    const outback = orgUid('Outback Outfitters');
    const switched = await call('POST', 'users/switch-organisation', {
      auth: headers,
      org: user.x_organisation_uid,
      body: { organisation_uid: outback },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      role: 'ADMIN',
      user_role: 'ADMIN',
      x_organisation_uid: outback,
    });
    expect(switched.body.data.fetch_key).not.toBe(user.fetch_key);
    expect(switched.response.headers.get('access-token')).toBe(headers['access-token']);
    // Without an organisation header the session's current organisation applies.
    const me = await call('GET', 'users/me', { auth: headers });
    expect(me.body.data).toMatchObject({ role: 'ADMIN', x_organisation_uid: outback });
  });

  it('refuses a switch to a non-member organisation (404) or without a uid (422)', async () => {
    const { headers } = await signInAs('admin@demo.test');
    const foreign = await call('POST', 'users/switch-organisation', {
      auth: headers,
      body: { organisation_uid: orgUid('Harbour & Finch') },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ errors: ['Record not found'] });
    const missing = await call('POST', 'users/switch-organisation', { auth: headers, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'Validation failed',
      errors: { organisation_uid: ['is required'] },
    });
  });

  it('refuses an organisation header the user does not belong to', async () => {
    const { headers } = await signInAs('member@demo.test');
    const res = await call('GET', 'dashboard/statistics', {
      auth: headers,
      org: orgUid('Harbour & Finch'),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: ['You are not a member of this organisation.'] });
    const unknown = await call('GET', 'users/me', { auth: headers, org: 'no-such-organisation' });
    expect(unknown.status).toBe(403);
  });

  it('gives a MEMBER 403 Action Not Allowed! on invoices, an ADMIN the page', async () => {
    const member = await signInAs('member@demo.test');
    const denied = await call('GET', 'invoices?page=1&per_page=20', {
      auth: member.headers,
      org: member.user.x_organisation_uid,
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ errors: ['Action Not Allowed!'] });

    const admin = await signInAs('admin@demo.test');
    const page = await call('GET', 'invoices?page=1&per_page=5', {
      auth: admin.headers,
      org: admin.user.x_organisation_uid,
    });
    expect(page.status).toBe(200);
    const koala = getStore().organisations.find((o) => o.name === 'Koala Supply Co')!;
    const total = getStore().invoices.count((i) => i.organisation_id === koala.id);
    expect(page.body.meta).toEqual({
      page: 1,
      per_page: 5,
      total,
      total_pages: Math.ceil(total / 5),
    });
    expect(page.body.data).toHaveLength(5);
    const dates = page.body.data.map((i: { date: string }) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("finds an invoice of the current organisation, not another organisation's", async () => {
    const { user, headers } = await signInAs('owner@demo.test');
    const current = getStore().organisations.find((o) => o.uid === user.x_organisation_uid)!;
    const own = getStore().invoices.find((i) => i.organisation_id === current.id)!;
    const other = getStore().invoices.find((i) => i.organisation_id !== current.id)!;
    const ok = await call('GET', `invoices/${own.id}`, { auth: headers, org: current.uid });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: own.id,
      document_number: own.document_number,
      currency: 'AUD',
    });
    expect(ok.body.data.breakdown.length).toBeGreaterThan(0);
    const refused = await call('GET', `invoices/${other.id}`, { auth: headers, org: current.uid });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ errors: ['Record not found'] });
  });
});

describe('dashboard/statistics', () => {
  it('equals counts computed independently from the store', async () => {
    const { user, headers } = await signInAs('owner@demo.test');
    const store = getStore();
    const organisation = store.organisations.find((o) => o.uid === user.x_organisation_uid)!;
    // Change the data first: the figures must follow the store, not the seed.
    const product = store.products.find((p) => p.organisation_id === organisation.id)!;
    store.products.update(product.id, { archived: true });

    const res = await call('GET', 'dashboard/statistics', { auth: headers, org: organisation.uid });
    expect(res.status).toBe(200);
    const stats = res.body.data as DashboardStatistics;

    const id = organisation.id;
    const products = store.data.products.filter((p) => p.organisation_id === id && !p.archived);
    const orders = store.data.orders.filter((o) => o.organisation_id === id);
    const tickets = store.data.tickets.filter((t) => t.organisation_id === id);
    const unpaid = store.data.invoices.filter(
      (i) => i.organisation_id === id && i.status !== 'paid',
    );
    const monthAgo = Date.now() - 30 * 86_400_000;
    let stock = 0;
    for (const p of products) stock += p.stock;
    expect(stats).toEqual({
      products: products.length,
      low_stock_products: products.filter((p) => p.is_low_stock).length,
      stock_on_hand: stock,
      outbound_in_progress: orders.filter(
        (o) => o.type === 'outbound' && o.status === 'in_progress',
      ).length,
      outbound_no_stock: orders.filter((o) => o.type === 'outbound' && o.status === 'no_stock')
        .length,
      outbound_amending: orders.filter((o) => o.type === 'outbound' && o.status === 'amending')
        .length,
      inbound_open: orders.filter(
        (o) =>
          o.type === 'inbound' &&
          ['pending', 'no_stock', 'amending', 'in_progress', 'shipped'].includes(o.status),
      ).length,
      orders_last_30_days: orders.filter((o) => new Date(o.created_at).getTime() >= monthAgo)
        .length,
      open_tickets: tickets.filter((t) => t.status === 'open').length,
      unread_messages: tickets.filter((t) => t.unread).length,
      unpaid_invoices: unpaid.length,
      unpaid_amount: Math.round(unpaid.reduce((s, i) => s + i.balance, 0) * 100) / 100,
      currency: 'AUD',
    });
    // 240 seeded, 2 of them archived, and the one archived above.
    expect(stats.products).toBe(237);
    expect(
      stats.outbound_in_progress + stats.outbound_no_stock + Number(stats.unpaid_invoices),
    ).toBeGreaterThan(0);
  });

  it('masks the money for a role without the finance permission, and only the money', async () => {
    const owner = await signInAs('owner@demo.test');
    const member = await signInAs('member@demo.test');
    const organisation = member.user.x_organisation_uid;
    const asOwner = await call('GET', 'dashboard/statistics', {
      auth: owner.headers,
      org: organisation,
    });
    const asMember = await call('GET', 'dashboard/statistics', {
      auth: member.headers,
      org: organisation,
    });
    expect(asOwner.body.data.unpaid_amount).toEqual(expect.any(Number));
    expect(asMember.body.data).toEqual({
      ...asOwner.body.data,
      unpaid_invoices: '***',
      unpaid_amount: '***',
    });
  });
});
