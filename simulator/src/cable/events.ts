import type { CableEvent } from '@/domain/contract';
import type { SimulatorStore, StoreChanges } from '../db/store';

/** An event and the organisation whose subscribers receive it. */
export interface OrganisationEvent {
  organisationId: number;
  event: CableEvent;
}

/**
 * A bulk write (a seed top-up, an import) would otherwise send thousands of messages: past this
 * many per collection and write, the rest are dropped. The portal invalidates orders and invoices
 * by type, and any ticket event refreshes the ticket list and the dashboard, so one is enough.
 */
export const MAX_EVENTS_PER_COLLECTION = 50;

/** Says whether a record differs from when it was last broadcast. */
export type ChangeFilter = (kind: string, record: { id: number }) => boolean;

/**
 * A write that changed nothing (marking a read thread read again) must not be broadcast: a
 * screen that writes when it refetches would otherwise loop (write, message, refetch, write…).
 * Remembers what each record looked like when it was last broadcast.
 */
export function createChangeFilter(): ChangeFilter {
  const lastSent = new Map<string, string>();
  return (kind, record) => {
    const key = `${kind}:${record.id}`;
    const now = JSON.stringify(record);
    if (lastSent.get(key) === now) return false;
    lastSent.set(key, now);
    return true;
  };
}

/**
 * What the cable broadcasts for a write: each changed ticket, order (booking) and invoice still in
 * the store, with its organisation. Removed records carry no organisation any more: skipped.
 */
export function cableEventsFor(
  store: SimulatorStore,
  changes: StoreChanges,
  changed: ChangeFilter = () => true,
): OrganisationEvent[] {
  if (!store.isLoaded('organisations')) return [];
  const uidOf = (organisationId: number) => store.organisations.get(organisationId)?.uid;
  const events: OrganisationEvent[] = [];
  const add = (organisationId: number, build: (organisationUid: string) => CableEvent) => {
    const uid = uidOf(organisationId);
    if (uid) events.push({ organisationId, event: build(uid) });
  };
  const capped = (ids: number[] | undefined) => (ids ?? []).slice(0, MAX_EVENTS_PER_COLLECTION);

  if (changes.tickets && store.isLoaded('tickets'))
    for (const id of capped(changes.tickets)) {
      const ticket = store.tickets.get(id);
      if (ticket && changed('ticket', ticket))
        add(ticket.organisation_id, (organisation_uid) => ({
          event: 'ticket.updated',
          organisation_uid,
          ticket_uid: ticket.uid,
        }));
    }
  if (changes.orders && store.isLoaded('orders'))
    for (const id of capped(changes.orders)) {
      const order = store.orders.get(id);
      if (order && changed('order', order))
        add(order.organisation_id, (organisation_uid) => ({
          event: 'booking.updated',
          organisation_uid,
          booking_id: order.id,
          status: order.status,
        }));
    }
  if (changes.invoices && store.isLoaded('invoices'))
    for (const id of capped(changes.invoices)) {
      const invoice = store.invoices.get(id);
      if (invoice && changed('invoice', invoice))
        add(invoice.organisation_id, (organisation_uid) => ({
          event: 'invoice.updated',
          organisation_uid,
          invoice_id: invoice.id,
        }));
    }
  return events;
}
