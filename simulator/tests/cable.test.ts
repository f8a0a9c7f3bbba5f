// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { CABLE_CHANNEL, decodeCableCredentials, encodeCableCredentials } from '@/domain/contract';
import { createCableServer, type CableSocket } from '@simulator/cable/cableServer';
import { MAX_EVENTS_PER_COLLECTION, cableEventsFor } from '@simulator/cable/events';
import { SIMULATOR_TEST_BASE, signInAs, simulatorCable } from '@simulator/node';
import { cableProtocols, openCable } from './cableTestClient';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const CABLE_URL = 'ws://localhost:3000/api/cable';
const SIMULATOR_BASE = SIMULATOR_TEST_BASE.replace(/\/v1$/, '');

async function signedInCable(email = 'owner@demo.test') {
  const { user, headers } = await signInAs(email);
  const cable = openCable(CABLE_URL, cableProtocols(headers));
  await cable.next({ type: 'welcome' });
  return { user, headers, cable };
}

const warehouseReply = (ticket_uid: string) =>
  fetch(`${SIMULATOR_BASE}/__simulator/warehouse-reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket_uid }),
  });

describe('credentials in the subprotocols', () => {
  it('round-trips values a subprotocol could not hold, as token characters only', () => {
    const credentials = {
      'access-token': 'a+b/c==',
      uid: 'owner@demo.test',
      client: 'Zé 1',
      'device-type': 'web',
      'device-id': 'd-1',
    };
    const encoded = encodeCableCredentials(credentials);
    for (const protocol of encoded) expect(protocol).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(decodeCableCredentials(['actioncable-v1-json', ...encoded])).toEqual(credentials);
    expect(decodeCableCredentials(['uid.%%%', 'other.x']).uid).toBe('');
  });
});

describe('the simulated cable (msw WebSocket)', () => {
  it('welcomes a live session and confirms a DashboardChannel subscription', async () => {
    const { user, cable } = await signedInCable();
    const identifier = cable.subscribe(user.x_organisation_uid);
    await cable.next({ identifier, type: 'confirm_subscription' });
    expect(simulatorCable().connectionCount()).toBe(1);
    // Another channel, or an organisation the user is not in, is rejected.
    const other = JSON.stringify({ channel: 'ChatChannel' });
    cable.send({ command: 'subscribe', identifier: other });
    await cable.next({ identifier: other, type: 'reject_subscription' });
    cable.socket.close();
    await vi.waitFor(() => expect(simulatorCable().connectionCount()).toBe(0));
  });

  it('refuses a handshake without a live session: disconnect unauthorized, then closed', async () => {
    const { headers } = await signInAs('owner@demo.test');
    const cable = openCable(CABLE_URL, cableProtocols({ ...headers, 'access-token': 'forged' }));
    await cable.next({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    await vi.waitFor(() => expect(cable.closed()).toBe(true));
    expect(simulatorCable().connectionCount()).toBe(0);
  });

  it("broadcasts a stored ticket change to that organisation's subscribers only", async () => {
    const { user, cable } = await signedInCable();
    const [first, second] = user.organisations;
    const idFirst = cable.subscribe(first!.uid);
    const idSecond = cable.subscribe(second!.uid);
    await cable.next({ identifier: idSecond, type: 'confirm_subscription' });
    const { cable: admin } = await signedInCable('admin@demo.test');
    const adminId = admin.subscribe(second!.uid); // not a member there
    await admin.next({ identifier: adminId, type: 'reject_subscription' });

    const store = getStore();
    const firstId = store.organisations.find((o) => o.uid === first!.uid)!.id;
    const ticket = store.tickets.find((t) => t.organisation_id === firstId)!;
    expect((await warehouseReply(ticket.uid)).status).toBe(200);

    const event = {
      event: 'ticket.updated',
      organisation_uid: first!.uid,
      ticket_uid: ticket.uid,
    };
    await cable.next({ identifier: idFirst, message: event });
    // Let anything else the write caused arrive, then: nothing for the other organisation.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cable.messages.filter((m) => m.identifier === idSecond && m.message)).toEqual([]);
    expect(admin.messages.filter((m) => m.message)).toEqual([]);
    cable.socket.close();
    admin.socket.close();
  });

  it('closes the connections of a session that signed out', async () => {
    const { user, headers, cable } = await signedInCable();
    cable.subscribe(user.x_organisation_uid);
    await cable.next({ type: 'confirm_subscription' });
    expect((await call('DELETE', 'auth/sign_out', { auth: headers })).status).toBe(200);
    await cable.next({ type: 'disconnect', reason: 'unauthorized' });
    await vi.waitFor(() => expect(cable.closed()).toBe(true));
  });
});

describe('cable server rules', () => {
  /** A socket the test holds both ends of. */
  function fakeSocket(protocols: string[]) {
    const sent: Record<string, unknown>[] = [];
    let onMessage: (data: unknown) => void = () => undefined;
    const socket: CableSocket = {
      protocols,
      send: (data) => sent.push(JSON.parse(data) as Record<string, unknown>),
      close: vi.fn(),
      onMessage: (listener) => (onMessage = listener),
      onClose: () => undefined,
    };
    return { socket, sent, command: (c: object) => onMessage(JSON.stringify(c)) };
  }

  it('pings every beat with the unix time in seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { headers } = await signInAs('owner@demo.test');
      const server = createCableServer(getStore(), { now: () => 1_700_000_000_500, pingMs: 3000 });
      const { socket, sent } = fakeSocket(cableProtocols(headers));
      await server.accept(socket);
      expect(sent).toEqual([{ type: 'welcome' }]);
      vi.advanceTimersByTime(6000);
      expect(sent.slice(1)).toEqual([
        { type: 'ping', message: 1_700_000_000 },
        { type: 'ping', message: 1_700_000_000 },
      ]);
      server.close();
      expect(socket.close).toHaveBeenCalled();
      vi.advanceTimersByTime(6000);
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps ticket, order and invoice changes to events, capped per write', () => {
    const store = getStore();
    const order = store.orders.all()[0]!;
    const invoice = store.invoices.all()[0]!;
    const uidOf = (id: number) => store.organisations.get(id)!.uid;
    expect(
      cableEventsFor(store, { orders: [order.id], invoices: [invoice.id], products: [1] }),
    ).toEqual([
      {
        organisationId: order.organisation_id,
        event: {
          event: 'booking.updated',
          organisation_uid: uidOf(order.organisation_id),
          booking_id: order.id,
          status: order.status,
        },
      },
      {
        organisationId: invoice.organisation_id,
        event: {
          event: 'invoice.updated',
          organisation_uid: uidOf(invoice.organisation_id),
          invoice_id: invoice.id,
        },
      },
    ]);
    const many = store.orders.all().map((o) => o.id);
    expect(many.length).toBeGreaterThan(MAX_EVENTS_PER_COLLECTION);
    expect(cableEventsFor(store, { orders: [...many, 999_999], tickets: [999_999] })).toHaveLength(
      MAX_EVENTS_PER_COLLECTION,
    );
  });

  it('subscribes to the session organisation when none is named; a no-op write is not sent', async () => {
    const { user, headers } = await signInAs('owner@demo.test');
    const server = createCableServer(getStore(), { now: Date.now });
    const { socket, sent, command } = fakeSocket(cableProtocols(headers));
    await server.accept(socket);
    const identifier = JSON.stringify({ channel: CABLE_CHANNEL });
    command({ command: 'subscribe', identifier });
    expect(sent.at(-1)).toEqual({ identifier, type: 'confirm_subscription' });
    const store = getStore();
    const current = store.organisations.find((o) => o.uid === user.x_organisation_uid)!;
    const ticket = store.tickets.find((t) => t.organisation_id === current.id)!;
    store.tickets.update(ticket.id, { unread: false });
    await store.flush();
    expect(sent.at(-1)).toEqual({
      identifier,
      message: { event: 'ticket.updated', organisation_uid: current.uid, ticket_uid: ticket.uid },
    });
    // The same write again changes nothing: no message (a screen writing on refetch cannot loop).
    const count = sent.length;
    store.tickets.update(ticket.id, { unread: false });
    await store.flush();
    expect(sent).toHaveLength(count);
    server.close();
  });
});
