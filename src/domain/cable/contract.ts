/**
 * Live updates over the provider's ActionCable endpoint (`<API base>/cable`): the channel, the
 * messages it broadcasts and how the session travels in the WebSocket subprotocols. Shared by the
 * portal's consumer (src/core/cable) and the simulator's cable (simulator/src/cable). The product spec
 * names only the channel and the five credential values; the payloads and the encoding are
 * decided here (docs/live-updates.md).
 */

export const CABLE_CHANNEL = 'DashboardChannel';
/** The ActionCable wire protocol; the server answers the handshake with it. */
export const CABLE_PROTOCOL = 'actioncable-v1-json';

/** The subscription's identifier (JSON-encoded on the wire, as ActionCable does). */
export interface CableSubscriptionParams {
  channel: typeof CABLE_CHANNEL;
  /** The organisation whose changes the subscriber wants; the server checks the membership. */
  organisation_uid: string;
}

/** A support thread changed: a comment (from either side), read state, status. */
export interface TicketUpdatedEvent {
  event: 'ticket.updated';
  organisation_uid: string;
  ticket_uid: string;
}
/** An order (booking) changed, e.g. moved to amending or in progress. */
export interface BookingUpdatedEvent {
  event: 'booking.updated';
  organisation_uid: string;
  booking_id: number;
  status: string;
}
/** An invoice changed, e.g. it was paid. */
export interface InvoiceUpdatedEvent {
  event: 'invoice.updated';
  organisation_uid: string;
  invoice_id: number;
}
export type CableEvent = TicketUpdatedEvent | BookingUpdatedEvent | InvoiceUpdatedEvent;
export type CableEventName = CableEvent['event'];
export const CABLE_EVENT_NAMES: readonly CableEventName[] = [
  'ticket.updated',
  'booking.updated',
  'invoice.updated',
];

// ---- Credentials in the subprotocols -------------------------------------------------------

/**
 * The five values the provider reads from `Sec-WebSocket-Protocol`, each sent as
 * `<name>.<value in base64url>`: a subprotocol may hold only token characters, and a uid (an
 * e-mail address) or a token may hold others ('@', '=', '/').
 */
export interface CableCredentials {
  'access-token': string;
  uid: string;
  client: string;
  'device-type': string;
  'device-id': string;
}
export const CABLE_CREDENTIAL_NAMES = [
  'access-token',
  'uid',
  'client',
  'device-type',
  'device-id',
] as const satisfies readonly (keyof CableCredentials)[];

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (encoded: string): string | null => {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
};

/** The subprotocols after ActionCable's own, in a fixed order. */
export function encodeCableCredentials(credentials: CableCredentials): string[] {
  return CABLE_CREDENTIAL_NAMES.map((name) => `${name}.${toBase64Url(credentials[name])}`);
}

/** The credentials named in a handshake's subprotocols; missing or malformed values are ''. */
export function decodeCableCredentials(protocols: readonly string[]): CableCredentials {
  const found = Object.fromEntries(CABLE_CREDENTIAL_NAMES.map((name) => [name, ''])) as Record<
    keyof CableCredentials,
    string
  >;
  for (const protocol of protocols) {
    const dot = protocol.indexOf('.');
    const name = protocol.slice(0, dot) as keyof CableCredentials;
    if (dot <= 0 || !(CABLE_CREDENTIAL_NAMES as readonly string[]).includes(name)) continue;
    found[name] = fromBase64Url(protocol.slice(dot + 1)) ?? '';
  }
  return found;
}
