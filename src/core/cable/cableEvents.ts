import type { TagType } from '@/api/baseApi';
import { CABLE_EVENT_NAMES, type CableEvent } from '@/domain/contract';

/** A cache tag as RTK Query's `invalidateTags` takes it. */
export type CacheTag = TagType | { type: TagType; id: string | number };

/**
 * What each message makes stale, so the screens showing it refetch: a ticket's thread, the ticket
 * list and the dashboard (unread counts); orders or invoices and the dashboard (action center).
 */
export function tagsForCableEvent(event: CableEvent): CacheTag[] {
  switch (event.event) {
    case 'ticket.updated':
      return [
        { type: 'Ticket', id: event.ticket_uid },
        { type: 'Ticket', id: 'LIST' },
        'DashboardStatistics',
      ];
    case 'booking.updated':
      return ['Booking', 'DashboardStatistics'];
    case 'invoice.updated':
      return ['Invoice', 'DashboardStatistics'];
  }
}

/**
 * After a reconnect: everything a message could have changed while offline (every ticket, not
 * just the list), refetched once.
 */
export const RECONNECT_TAGS: CacheTag[] = ['Ticket', 'Booking', 'Invoice', 'DashboardStatistics'];

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A broadcast as the portal understands it, or null (an unknown event, a malformed payload).
 * Payloads are read as untrusted input: each event's own fields are checked.
 */
export function parseCableEvent(message: unknown): CableEvent | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (!isText(m.organisation_uid)) return null;
  if (!(CABLE_EVENT_NAMES as readonly unknown[]).includes(m.event)) return null;
  if (m.event === 'ticket.updated' && !isText(m.ticket_uid)) return null;
  if (m.event === 'booking.updated' && typeof m.booking_id !== 'number') return null;
  if (m.event === 'invoice.updated' && typeof m.invoice_id !== 'number') return null;
  return m as unknown as CableEvent;
}

/** What the consumer ignored, by reason (the debug log shows counts, never a payload or token). */
export const ignoredCableMessages = { unknown: 0, otherOrganisation: 0 };

export function countIgnored(reason: keyof typeof ignoredCableMessages, event: unknown): void {
  ignoredCableMessages[reason] += 1;
  const name = typeof event === 'string' ? event.slice(0, 40) : typeof event;
  console.debug(
    `[cable] ignored a message (${reason}: ${name}); ${ignoredCableMessages[reason]} so far`,
  );
}
