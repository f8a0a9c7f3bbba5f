import { describe, expect, it } from 'vitest';
import type {
  ActionCenterItem,
  DashboardMessage,
  TopCountries,
  TopCountry,
} from '@/domain/contract';
import type { OrderRecord, OrderStatus, TicketRecord } from '@simulator/db/schema';
import type { SimulatorStore } from '@simulator/db/store';
import { signedIn } from './catalogueSupport';
import { orderIn, orderWhere } from './ordersSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

/** The real clock: the seeded orders and threads fall in "the last 90 days" either way. */
const { clock, getStore } = runSimulatorOnClock();
const DAY_MS = 86_400_000;

type Session = Awaited<ReturnType<typeof signedIn>>;

async function actionCenter(session: Pick<Session, 'auth' | 'org'>, kind: string) {
  return call('GET', `dashboard/action_center/${kind}`, session);
}

const outbound = (store: SimulatorStore, organisationId: number, status: OrderStatus) =>
  store.orders
    .filter(
      (o) => o.organisation_id === organisationId && o.type === 'outbound' && o.status === status,
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** Another organisation's outbound order (scope checks move it about). */
const foreignOutbound = (store: SimulatorStore, organisationId: number) =>
  store.orders.find((o) => o.organisation_id !== organisationId && o.type === 'outbound')!;

describe('dashboard/action_center: outbound orders by status', () => {
  const CARDS: [string, OrderStatus][] = [
    ['no-stock', 'no_stock'],
    ['amending', 'amending'],
    ['in-progress', 'in_progress'],
  ];

  it.each(CARDS)(
    '%s counts exactly the organisation’s outbound orders in that status, newest five listed',
    async (kind, status) => {
      const store = getStore();
      const session = await signedIn(store);
      const first = await actionCenter(session, kind);
      expect(first.status).toBe(200);
      const expected = outbound(store, session.organisationId, status);
      expect(first.body.data.count).toBe(expected.length);
      expect(first.body.data.items).toEqual(
        expected.slice(0, 5).map((o) => ({
          id: o.id,
          reference: o.reference,
          name: o.customer_name,
          date: o.created_at,
        })),
      );

      // The count follows the store: one more of ours, one of ours leaves the status, and
      // another organisation's order in that status never counts.
      const ours = orderIn(store, session.organisationId, 'outbound', 'delivered');
      store.orders.update(ours.id, { status, created_at: new Date(clock.now()).toISOString() });
      if (expected[0]) store.orders.update(expected[0].id, { status: 'shipped' });
      store.orders.update(foreignOutbound(store, session.organisationId).id, { status });
      const inbound = orderWhere(store, session.organisationId, (o) => o.type === 'inbound');
      store.orders.update(inbound.id, { status });

      const after = await actionCenter(session, kind);
      expect(after.body.data.count).toBe(expected.length + 1 - (expected[0] ? 1 : 0));
      expect(after.body.data.count).toBe(outbound(store, session.organisationId, status).length);
      expect((after.body.data.items as ActionCenterItem[])[0]!.id).toBe(ours.id);
    },
  );

  it('is open to every role that may view, and refuses no session', async () => {
    const store = getStore();
    const member = await signedIn(store, 'member@demo.test');
    const allowed = await actionCenter(member, 'in-progress');
    expect(allowed.status).toBe(200);
    const anonymous = await call('GET', 'dashboard/action_center/in-progress', { auth: null });
    expect(anonymous.status).toBe(401);
  });
});

describe('dashboard/action_center/unpaid-invoices', () => {
  const unpaid = (store: SimulatorStore, organisationId: number) =>
    store.invoices
      .filter((i) => i.organisation_id === organisationId && i.status !== 'paid')
      .sort((a, b) => a.due_date.localeCompare(b.due_date));

  it('counts invoices still owing money (unpaid or overdue), soonest due first', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { body } = await actionCenter(session, 'unpaid-invoices');
    const expected = unpaid(store, session.organisationId);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.count).toBe(expected.length);
    expect(body.data.items.map((i: ActionCenterItem) => i.reference)).toEqual(
      expected.slice(0, 5).map((i) => i.document_number),
    );
    expect(body.data.items[0].name).toMatch(/^\$[\d,]+\.\d{2} (due|overdue)$/);

    // Paying one takes it off; another organisation's unpaid invoice never counts.
    store.invoices.update(expected[0]!.id, { status: 'paid', balance: 0 });
    const foreign = store.invoices.find((i) => i.organisation_id !== session.organisationId)!;
    store.invoices.update(foreign.id, { status: 'unpaid' });
    const after = await actionCenter(session, 'unpaid-invoices');
    expect(after.body.data.count).toBe(expected.length - 1);
  });

  it('is money: a MEMBER is refused, an ADMIN answered', async () => {
    const store = getStore();
    const member = await actionCenter(await signedIn(store, 'member@demo.test'), 'unpaid-invoices');
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ errors: ['Action Not Allowed!'] });
    const admin = await actionCenter(await signedIn(store, 'admin@demo.test'), 'unpaid-invoices');
    expect(admin.status).toBe(200);
  });
});

describe('dashboard/action_center/unread-messages', () => {
  const unreadOpen = (store: SimulatorStore, organisationId: number) =>
    store.tickets.filter(
      (t) => t.organisation_id === organisationId && t.status === 'open' && t.unread,
    );

  it('counts open threads with an unread warehouse reply, and follows the store', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { body } = await actionCenter(session, 'unread-messages');
    const expected = unreadOpen(store, session.organisationId);
    expect(body.data.count).toBe(expected.length);
    for (const item of body.data.items as ActionCenterItem[]) {
      const ticket = store.tickets.get(item.id)!;
      expect(item).toMatchObject({ uid: ticket.uid, reference: ticket.subject });
    }
    const dates = (body.data.items as ActionCenterItem[]).map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Read one; a closed unread thread and another organisation's thread do not count.
    const read = expected[0];
    if (read) store.tickets.update(read.id, { unread: false });
    const mine = (t: TicketRecord) => t.organisation_id === session.organisationId;
    const closed = store.tickets.find((t) => mine(t) && t.status === 'closed')!;
    store.tickets.update(closed.id, { unread: true });
    const foreign = store.tickets.find((t) => !mine(t))!;
    store.tickets.update(foreign.id, { unread: true, status: 'open' });
    const after = await actionCenter(session, 'unread-messages');
    expect(after.body.data.count).toBe(unreadOpen(store, session.organisationId).length);
    expect(after.body.data.count).toBe(expected.length - (read ? 1 : 0));
  });
});

describe('dashboard/top-countries', () => {
  /** Outbound orders of the last `days` days that are going somewhere, per country. */
  function countsFrom(store: SimulatorStore, organisationId: number, days: number) {
    const since = clock.now() - days * DAY_MS;
    const counts = new Map<string, number>();
    for (const o of store.orders.filter(
      (o: OrderRecord) =>
        o.organisation_id === organisationId &&
        o.type === 'outbound' &&
        o.status !== 'draft' &&
        o.status !== 'cancelled' &&
        Date.parse(o.created_at) >= since,
    ))
      counts.set(o.country_iso2, (counts.get(o.country_iso2) ?? 0) + 1);
    return counts;
  }

  it('counts outbound orders per destination over the last 90 days, largest first, named from meta/configuration', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { status, body } = await call('GET', 'dashboard/top-countries', session);
    expect(status).toBe(200);
    const data = body.data as TopCountries;
    const counts = countsFrom(store, session.organisationId, 90);
    expect(data.days).toBe(90);
    expect(data.total).toBe([...counts.values()].reduce((a, b) => a + b, 0));
    expect(data.countries.length).toBe(Math.min(5, counts.size));
    for (const country of data.countries) expect(country.orders).toBe(counts.get(country.iso2));
    const figures = data.countries.map((c) => c.orders);
    expect([...figures].sort((a, b) => b - a)).toEqual(figures);

    const config = await call('GET', 'meta/configuration');
    const australia = config.body.data.countries.find((c: { iso2: string }) => c.iso2 === 'AU');
    expect(data.countries[0]).toEqual({
      iso2: 'AU',
      country: australia.value,
      name: australia.text,
      orders: counts.get('AU'),
    });
  });

  it('follows the store: new orders count, drafts, cancelled, old and foreign orders do not', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const template = orderWhere(store, session.organisationId, (o) => o.type === 'outbound');
    // insert() gives each copy an id of its own.
    const base: Omit<OrderRecord, 'id'> = template;
    const today = new Date(clock.now() - DAY_MS).toISOString();
    const add = (patch: Partial<OrderRecord>) =>
      store.orders.insert({ ...base, status: 'in_progress', created_at: today, ...patch });
    for (let n = 0; n < 200; n += 1) add({ country_iso2: 'JP' });
    add({ country_iso2: 'JP', status: 'draft' });
    add({ country_iso2: 'JP', status: 'cancelled' });
    add({ country_iso2: 'JP', created_at: new Date(clock.now() - 120 * DAY_MS).toISOString() });
    add({ country_iso2: 'JP', organisation_id: session.organisationId + 1 });

    const { body } = await call('GET', 'dashboard/top-countries?limit=10&days=30', session);
    const japan = (body.data.countries as TopCountry[])[0]!;
    expect(japan).toMatchObject({ iso2: 'JP', name: 'Japan', orders: 200 });
    expect(body.data.days).toBe(30);
    expect(body.data.countries.length).toBe(countsFrom(store, session.organisationId, 30).size);
  });

  it('refuses days and limit out of range with field errors', async () => {
    const session = await signedIn(getStore());
    const bad = await call('GET', 'dashboard/top-countries?days=0&limit=11', session);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      days: ['Days must be a whole number from 1 to 365'],
      limit: ['Limit must be a whole number from 1 to 10'],
    });
  });
});

describe('dashboard/messages', () => {
  function replies(store: SimulatorStore, organisationId: number) {
    return store.tickets
      .filter((t) => t.organisation_id === organisationId)
      .flatMap((t) => t.comments.filter((c) => c.from_support).map((c) => ({ t, c })))
      .sort((a, b) => b.c.created_at.localeCompare(a.c.created_at) || b.c.id - a.c.id);
  }

  it('lists the newest warehouse comments across threads, max_records of them, unread marked', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { status, body } = await call('GET', 'dashboard/messages?max_records=5', session);
    expect(status).toBe(200);
    const expected = replies(store, session.organisationId).slice(0, 5);
    const rows = body.data as DashboardMessage[];
    expect(rows.map((m) => m.id)).toEqual(expected.map(({ c }) => c.id));
    rows.forEach((row, i) => {
      const { t } = expected[i]!;
      expect(row).toMatchObject({ ticket_uid: t.uid, subject: t.subject, ticket_id: t.id });
    });

    // A new reply in a thread leads the list, unread; its markup is gone from the excerpt.
    const ticket = store.tickets.find((t) => t.organisation_id === session.organisationId)!;
    const reply = {
      id: 999_001,
      author: 'Fulfilment Support',
      from_support: true,
      body: '<p>Your parcel <b>left</b> today &amp; arrives Friday.<script>alert(1)</script></p>',
      created_at: new Date(clock.now()).toISOString(),
    };
    store.tickets.update(ticket.id, { comments: [...ticket.comments, reply], unread: true });
    const three = await call('GET', 'dashboard/messages?max_records=3', session);
    expect(three.body.data).toHaveLength(3);
    expect(three.body.data[0]).toMatchObject({
      id: reply.id,
      ticket_uid: ticket.uid,
      unread: true,
      excerpt: 'Your parcel left today & arrives Friday.',
    });

    // Opened (read): the same reply is no longer unread.
    store.tickets.update(ticket.id, { unread: false });
    const read = await call('GET', 'dashboard/messages', session);
    expect(read.body.data).toHaveLength(5);
    expect(read.body.data[0]).toMatchObject({ id: reply.id, unread: false });
  });

  it('never shows another organisation’s messages', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { body } = await call('GET', 'dashboard/messages?max_records=20', session);
    for (const row of body.data as DashboardMessage[])
      expect(store.tickets.get(row.ticket_id)!.organisation_id).toBe(session.organisationId);
  });

  it.each(['0', '21', 'abc', '2.5'])('refuses max_records=%s with 422', async (value) => {
    const session = await signedIn(getStore());
    const { status, body } = await call('GET', `dashboard/messages?max_records=${value}`, session);
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      max_records: ['Max records must be a whole number from 1 to 20'],
    });
  });
});
