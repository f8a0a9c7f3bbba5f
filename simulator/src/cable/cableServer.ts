import { CABLE_CHANNEL, decodeCableCredentials } from '@/domain/contract';
import { ACCOUNT_COLLECTIONS } from '../db/schema';
import type { SimulatorStore, StoreChanges } from '../db/store';
import { activeMembership } from '../server-rules/pipeline';
import { findSession, type Authenticated } from '../server-rules/sessions';
import { cableEventsFor, createChangeFilter } from './events';
import { cableMessages, parseCommand, parseIdentifier } from './protocol';

/**
 * One WebSocket as the cable server sees it, whatever carries it: msw's interceptor in the page
 * and in tests (mswCable.ts), or a real socket on `npm run simulator` (nodeCable.ts).
 */
export interface CableSocket {
  /** The subprotocols the client offered, in order. */
  protocols: readonly string[];
  send(data: string): void;
  close(): void;
  onMessage(listener: (data: unknown) => void): void;
  onClose(listener: () => void): void;
}

export interface CableServerOptions {
  /** The server clock (ms): session expiry and the ping's timestamp. */
  now: () => number;
  /** ActionCable's beat: 3 s. */
  pingMs?: number;
}

export interface CableServer {
  accept(socket: CableSocket): Promise<void>;
  /** Open connections (tests, diagnostics). */
  connectionCount(): number;
  /** Who receives which organisation's broadcasts now, one entry per subscription. */
  subscriptions(): { userId: number; organisationId: number }[];
  /** Closes every connection and stops listening to the store. */
  close(): void;
}

interface Connection {
  socket: CableSocket;
  sessionId: number;
  userId: number;
  /** identifier → the organisation it receives. */
  subscriptions: Map<string, number>;
  ping: ReturnType<typeof setInterval>;
}

/**
 * The provider's ActionCable server, simulated over the store: a connection is accepted only with
 * a live devise session in its subprotocols (else `disconnect` unauthorized, no reconnect, and
 * closed), `DashboardChannel` subscriptions are confirmed for an organisation the user is an
 * active member of, and every stored change to a ticket, order or invoice is broadcast to that
 * organisation's subscribers. A session that ends (sign-out, expiry noticed on write) closes its
 * connections; so does a member deactivated in the organisation a connection receives or acts in,
 * and such a session's new connections are refused.
 */
export function createCableServer(
  store: SimulatorStore,
  { now, pingMs = 3000 }: CableServerOptions,
): CableServer {
  const connections = new Set<Connection>();
  const changedSinceBroadcast = createChangeFilter();
  const send = (connection: Connection, message: object) =>
    connection.socket.send(JSON.stringify(message));

  const authenticate = (protocols: readonly string[]): Authenticated | null => {
    const credentials = decodeCableCredentials(protocols);
    // The session rules of every request, fed from the handshake instead of headers.
    const request = new Request('http://cable.invalid/', {
      headers: {
        'access-token': credentials['access-token'],
        client: credentials.client,
        uid: credentials.uid,
      },
    });
    return findSession(store, request, now());
  };

  const refuse = (socket: CableSocket) => {
    socket.send(JSON.stringify(cableMessages.unauthorized()));
    // After the message is delivered: msw drops what is still queued when a socket closes.
    setTimeout(() => socket.close(), 20);
  };

  const drop = (connection: Connection) => {
    clearInterval(connection.ping);
    connections.delete(connection);
  };

  function subscribe(connection: Connection, identifier: string) {
    const params = parseIdentifier(identifier);
    const session = store.sessions.get(connection.sessionId);
    const organisation =
      typeof params?.organisation_uid === 'string'
        ? store.organisations.find((o) => o.uid === params.organisation_uid)
        : store.organisations.get(session?.organisation_id ?? -1);
    const allowed =
      params?.channel === CABLE_CHANNEL &&
      organisation !== undefined &&
      activeMembership(store, connection.userId, organisation.id) !== undefined;
    if (!allowed) {
      send(connection, cableMessages.reject(identifier));
      return;
    }
    connection.subscriptions.set(identifier, organisation.id);
    send(connection, cableMessages.confirm(identifier));
  }

  function onCommand(connection: Connection, data: unknown) {
    const command = parseCommand(data);
    if (command?.command === 'subscribe') subscribe(connection, command.identifier);
    else if (command?.command === 'unsubscribe')
      connection.subscriptions.delete(command.identifier);
    // 'message' (a channel action): DashboardChannel has none.
  }

  /**
   * A member deactivated (or removed) in an organisation stops receiving it at once: a connection
   * that receives that organisation, or whose session acts in it, is closed.
   */
  function closeLostMemberships() {
    for (const connection of [...connections]) {
      const organisations = new Set(connection.subscriptions.values());
      const acting = store.sessions.get(connection.sessionId)?.organisation_id;
      if (acting != null) organisations.add(acting);
      const lost = [...organisations].some((id) => !activeMembership(store, connection.userId, id));
      if (lost) {
        drop(connection);
        refuse(connection.socket);
      }
    }
  }

  /** Sessions that ended (signed out, replaced) take their connections with them. */
  function closeEndedSessions(ids: number[]) {
    const ended = new Set(ids.filter((id) => !store.sessions.get(id)));
    for (const connection of [...connections])
      if (ended.has(connection.sessionId)) {
        drop(connection);
        refuse(connection.socket);
      }
  }

  function onStoreChange(changes: StoreChanges) {
    if (connections.size === 0) return;
    if (changes.sessions && store.isLoaded('sessions')) closeEndedSessions(changes.sessions);
    if (changes.memberships && store.isLoaded('memberships')) closeLostMemberships();
    for (const { organisationId, event } of cableEventsFor(store, changes, changedSinceBroadcast))
      for (const connection of connections)
        for (const [identifier, subscribed] of connection.subscriptions)
          if (subscribed === organisationId)
            send(connection, cableMessages.broadcast(identifier, event));
  }
  const stopListening = store.onChange(onStoreChange);

  return {
    async accept(socket) {
      await store.ready(ACCOUNT_COLLECTIONS);
      const auth = authenticate(socket.protocols);
      // A session acting in an organisation its user is no longer active in is refused too.
      const acting = auth?.session.organisation_id;
      if (!auth || (acting != null && !activeMembership(store, auth.user.id, acting))) {
        refuse(socket);
        return;
      }
      const ping = setInterval(
        () => socket.send(JSON.stringify(cableMessages.ping(now()))),
        pingMs,
      );
      // In Node a ping must not keep a test run or a stopping server alive.
      (ping as { unref?: () => void }).unref?.();
      const connection: Connection = {
        socket,
        sessionId: auth.session.id,
        userId: auth.user.id,
        subscriptions: new Map(),
        ping,
      };
      connections.add(connection);
      socket.onMessage((data) => onCommand(connection, data));
      socket.onClose(() => drop(connection));
      send(connection, cableMessages.welcome());
    },
    connectionCount: () => connections.size,
    subscriptions: () =>
      [...connections].flatMap((c) =>
        [...c.subscriptions.values()].map((organisationId) => ({
          userId: c.userId,
          organisationId,
        })),
      ),
    close() {
      stopListening();
      for (const connection of [...connections]) {
        drop(connection);
        connection.socket.close();
      }
    },
  };
}
