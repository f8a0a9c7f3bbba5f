import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CABLE_EVENT_NAMES } from '@/domain/contract';
import { parseCableEvent, RECONNECT_TAGS, tagsForCableEvent } from './cableEvents';

const ORG = 'org-1';

describe('what a cable message makes stale', () => {
  it('a ticket: its thread, the ticket list and the dashboard', () => {
    expect(
      tagsForCableEvent({ event: 'ticket.updated', organisation_uid: ORG, ticket_uid: 't-9' }),
    ).toEqual([
      { type: 'Ticket', id: 't-9' },
      { type: 'Ticket', id: 'LIST' },
      'DashboardStatistics',
    ]);
  });

  it('an order: the orders and the dashboard', () => {
    expect(
      tagsForCableEvent({
        event: 'booking.updated',
        organisation_uid: ORG,
        booking_id: 4,
        status: 'amending',
      }),
    ).toEqual(['Booking', 'DashboardStatistics']);
  });

  it('an invoice: the invoices and the dashboard', () => {
    expect(
      tagsForCableEvent({ event: 'invoice.updated', organisation_uid: ORG, invoice_id: 7 }),
    ).toEqual(['Invoice', 'DashboardStatistics']);
  });

  it('a reconnect refetches everything a message could have changed', () => {
    expect(RECONNECT_TAGS).toEqual(['Ticket', 'Booking', 'Invoice', 'DashboardStatistics']);
  });
});

describe('reading a broadcast', () => {
  it('accepts the three events with their own fields', () => {
    const ticket = { event: 'ticket.updated', organisation_uid: ORG, ticket_uid: 'u' };
    expect(parseCableEvent(ticket)).toEqual(ticket);
    expect(parseCableEvent({ ...ticket, ticket_uid: 3 })).toBeNull();
    expect(parseCableEvent({ event: 'booking.updated', organisation_uid: ORG })).toBeNull();
    expect(parseCableEvent({ event: 'invoice.updated', invoice_id: 1 })).toBeNull();
    expect(parseCableEvent({ event: 'order.shipped', organisation_uid: ORG })).toBeNull();
    expect(parseCableEvent('ticket.updated')).toBeNull();
    expect(parseCableEvent(null)).toBeNull();
  });

  it('never throws, and whatever it accepts maps to tags', () => {
    const anyEvent = fc.record(
      {
        event: fc.oneof(fc.constantFrom(...CABLE_EVENT_NAMES), fc.string()),
        organisation_uid: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ticket_uid: fc.oneof(fc.string(), fc.integer()),
        booking_id: fc.oneof(fc.string(), fc.integer()),
        invoice_id: fc.oneof(fc.string(), fc.integer()),
        status: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(anyEvent, fc.jsonValue()), (message) => {
        const event = parseCableEvent(message);
        if (event) expect(tagsForCableEvent(event)).toContain('DashboardStatistics');
      }),
    );
  });
});
