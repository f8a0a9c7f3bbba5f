// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CABLE_CHANNEL, decodeCableCredentials, type StoredUser } from '@/domain/contract';
import { openCable } from './cableConnection';
import { ignoredCableMessages, RECONNECT_TAGS } from './cableEvents';
import { CABLE_DEVICE_KEY, cableSubprotocols } from './subprotocols';

/** A WebSocket the test plays the server of. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 0;
  protocol = 'actioncable-v1-json';
  sent: Record<string, unknown>[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private opened: (() => void)[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.(new Event('close'));
  }
  addEventListener(type: string, listener: () => void) {
    if (type === 'open') this.opened.push(listener);
  }
  /** The server accepts: open, welcome, and confirms whatever was subscribed. */
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.opened.forEach((l) => l());
    this.receive({ type: 'welcome' });
    for (const command of this.sent.filter((c) => c.command === 'subscribe'))
      this.receive({ identifier: command.identifier, type: 'confirm_subscription' });
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const TOKEN = 'secret-token+/=';
const user = {
  headers: { 'access-token': TOKEN, client: 'client-1', uid: 'owner@demo.test', expiry: '1' },
  x_organisation_uid: 'org-a',
} as StoredUser;
const identifier = JSON.stringify({ channel: CABLE_CHANNEL, organisation_uid: 'org-a' });

function connect(currentOrganisation = 'org-a') {
  const invalidate = vi.fn();
  const handle = openCable({
    url: 'ws://localhost:3000/api/cable',
    user,
    currentOrganisationUid: () => currentOrganisation,
    invalidate,
  });
  const socket = FakeSocket.all.at(-1)!;
  return { handle, socket, invalidate };
}

let logged: unknown[][];
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  logged = [];
  for (const level of ['log', 'debug', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subprotocols', () => {
  it('carry the token, uid, client, device type and a stable device id', () => {
    const { socket, handle } = connect();
    expect(socket.protocols.slice(0, 2)).toEqual([
      'actioncable-v1-json',
      'actioncable-unsupported',
    ]);
    const deviceId = localStorage.getItem(`KS_${CABLE_DEVICE_KEY}`);
    expect(decodeCableCredentials(socket.protocols)).toEqual({
      'access-token': TOKEN,
      uid: 'owner@demo.test',
      client: 'client-1',
      'device-type': 'web',
      'device-id': JSON.parse(deviceId!),
    });
    expect(cableSubprotocols(user)).toEqual(socket.protocols.slice(2));
    handle.close();
  });
});

describe('the consumer', () => {
  it('subscribes for the organisation and invalidates what a message changed', () => {
    const { socket, invalidate, handle } = connect();
    socket.accept();
    expect(socket.sent).toContainEqual({ command: 'subscribe', identifier });

    socket.receive({
      identifier,
      message: { event: 'ticket.updated', organisation_uid: 'org-a', ticket_uid: 't1' },
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith([
      { type: 'Ticket', id: 't1' },
      { type: 'Ticket', id: 'LIST' },
      'DashboardStatistics',
    ]);
    handle.close();
  });

  it('ignores, and counts, unknown events and other organisations; never logs a token', () => {
    const { socket, invalidate, handle } = connect('org-a');
    socket.accept();
    const before = { ...ignoredCableMessages };
    socket.receive({
      identifier,
      message: { event: 'order.teleported', organisation_uid: 'org-a' },
    });
    socket.receive({
      identifier,
      message: { event: 'invoice.updated', organisation_uid: 'org-b', invoice_id: 2 },
    });
    expect(invalidate).not.toHaveBeenCalled();
    expect(ignoredCableMessages.unknown).toBe(before.unknown + 1);
    expect(ignoredCableMessages.otherOrganisation).toBe(before.otherOrganisation + 1);
    const output = JSON.stringify(logged);
    expect(output).toContain('[cable] ignored');
    for (const secret of [TOKEN, ...cableSubprotocols(user)]) expect(output).not.toContain(secret);
    handle.close();
  });

  it('after a reconnect, refetches everything once', async () => {
    const { socket, invalidate, handle } = connect();
    socket.accept();
    socket.close(); // the connection drops
    // Back in view, the monitor reopens at once instead of waiting for the stale check.
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2000 });
    FakeSocket.all[1]!.accept();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith(RECONNECT_TAGS);
    handle.close();
  });

  it('closing while still connecting closes the socket once it opens', () => {
    const { socket, handle } = connect();
    handle.close();
    expect(socket.readyState).toBe(0);
    socket.accept();
    expect(socket.readyState).toBe(3);
  });
});
