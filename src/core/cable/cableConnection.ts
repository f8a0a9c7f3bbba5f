import { adapters, createConsumer, type Consumer } from '@rails/actioncable';
import { CABLE_CHANNEL, type StoredUser } from '@/domain/contract';
import {
  countIgnored,
  parseCableEvent,
  RECONNECT_TAGS,
  tagsForCableEvent,
  type CacheTag,
} from './cableEvents';
import { cableSubprotocols } from './subprotocols';

export interface CableOptions {
  url: string;
  user: StoredUser;
  /** The organisation on screen now: a message for another one is ignored. */
  currentOrganisationUid: () => string | undefined;
  invalidate: (tags: CacheTag[]) => void;
}

export interface CableHandle {
  close(): void;
}

/** ActionCable's connection, which its types leave out. */
interface ConsumerInternals {
  connection: { webSocket?: WebSocket };
  subscriptions: { subscriptions: { unsubscribe(): void }[] };
}

/**
 * Connects to the cable as this user, subscribed to DashboardChannel for the user's current
 * organisation. Each broadcast invalidates the cache tags behind what it changed, so the screens
 * refetch; after a reconnect everything is refetched once (a message missed offline is not lost).
 * Loaded after sign-in only: @rails/actioncable is not part of the login route.
 */
export function openCable({
  url,
  user,
  currentOrganisationUid,
  invalidate,
}: CableOptions): CableHandle {
  // The consumer keeps the WebSocket class it saw when its module loaded; the simulator (msw)
  // replaces the global one when it starts, before any cable connects.
  adapters.WebSocket = globalThis.WebSocket;
  const consumer: Consumer = createConsumer(url);
  for (const protocol of cableSubprotocols(user)) consumer.addSubProtocol(protocol);
  let closed = false;
  let wasDisconnected = false;

  consumer.subscriptions.create(
    { channel: CABLE_CHANNEL, organisation_uid: user.x_organisation_uid },
    {
      connected() {
        if (!wasDisconnected) return;
        wasDisconnected = false;
        invalidate(RECONNECT_TAGS);
      },
      disconnected() {
        wasDisconnected = true;
      },
      received(message: unknown) {
        if (closed) return;
        const event = parseCableEvent(message);
        if (!event) {
          countIgnored('unknown', (message as { event?: unknown } | null)?.event);
          return;
        }
        if (event.organisation_uid !== currentOrganisationUid()) {
          countIgnored('otherOrganisation', event.event);
          return;
        }
        invalidate(tagsForCableEvent(event));
      },
    },
  );

  return {
    close() {
      if (closed) return;
      closed = true;
      const internals = consumer as unknown as ConsumerInternals;
      [...internals.subscriptions.subscriptions].forEach((s) => s.unsubscribe());
      consumer.disconnect();
      // ActionCable leaves a socket that is still connecting alone (a Safari workaround): close
      // it once open, or it would live on after sign-out.
      const socket = internals.connection.webSocket;
      if (socket?.readyState === 0) socket.addEventListener('open', () => socket.close());
    },
  };
}
