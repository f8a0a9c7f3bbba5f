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
  /** Each changed record of a collection the store has loaded, as the event `build` makes. */
  const eachChanged = <R extends { id: number; organisation_id: number }>(
    name: 'tickets' | 'orders' | 'invoices',
    kind: string,
    table: { get(id: number): R | undefined },
    build: (record: R, organisation_uid: string) => CableEvent,
  ) => {
    const ids = changes[name];
    if (!ids || !store.isLoaded(name)) return;
    for (const id of ids.slice(0, MAX_EVENTS_PER_COLLECTION)) {
      const record = table.get(id);
      const uid = record && changed(kind, record) ? uidOf(record.organisation_id) : undefined;
      if (record && uid)
        events.push({ organisationId: record.organisation_id, event: build(record, uid) });
    }
  };

  eachChanged('tickets', 'ticket', store.tickets, (ticket, organisation_uid) => ({
    event: 'ticket.updated',
    organisation_uid,
    ticket_uid: ticket.uid,
  }));
  eachChanged('orders', 'order', store.orders, (order, organisation_uid) => ({
    event: 'booking.updated',
    organisation_uid,
    booking_id: order.id,
    status: order.status,
  }));
  eachChanged('invoices', 'invoice', store.invoices, (invoice, organisation_uid) => ({
    event: 'invoice.updated',
    organisation_uid,
    invoice_id: invoice.id,
  }));
  return events;
}
