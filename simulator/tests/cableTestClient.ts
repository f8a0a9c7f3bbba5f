import { expect, vi } from 'vitest';
import {
  CABLE_CHANNEL,
  CABLE_PROTOCOL,
  encodeCableCredentials,
  type AuthHeaders,
} from '@/domain/contract';

/** What a cable client received, parsed; pings are kept apart. */
export interface CableClient {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  pings: number[];
  closed: () => boolean;
  send(command: object): void;
  subscribe(organisationUid?: string): string;
  /** Waits for a (non-ping) message matching `match`. */
  next(match: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function cableProtocols(headers: Partial<AuthHeaders>): string[] {
  return [
    CABLE_PROTOCOL,
    'actioncable-unsupported',
    ...encodeCableCredentials({
      'access-token': headers['access-token'] ?? '',
      uid: headers.uid ?? '',
      client: headers.client ?? '',
      'device-type': 'web',
      'device-id': 'test-device',
    }),
  ];
}

/** A plain WebSocket speaking ActionCable, as a test drives it. */
export function openCable(url: string, protocols: string[]): CableClient {
  const socket = new WebSocket(url, protocols);
  const messages: Record<string, unknown>[] = [];
  const pings: number[] = [];
  let closed = false;
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    if (message.type === 'ping') pings.push(message.message as number);
    else messages.push(message);
  });
  socket.addEventListener('close', () => (closed = true));
  const send = (command: object) => socket.send(JSON.stringify(command));
  return {
    socket,
    messages,
    pings,
    closed: () => closed,
    send,
    subscribe(organisationUid) {
      const identifier = JSON.stringify({
        channel: CABLE_CHANNEL,
        ...(organisationUid ? { organisation_uid: organisationUid } : {}),
      });
      send({ command: 'subscribe', identifier });
      return identifier;
    },
    async next(match) {
      let found: Record<string, unknown> | undefined;
      await vi.waitFor(
        () => {
          found = messages.find((m) => Object.entries(match).every(([k, v]) => deepEqual(m[k], v)));
          expect(found).toBeDefined();
        },
        { timeout: 4000, interval: 10 },
      );
      return found!;
    },
  };
}

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
