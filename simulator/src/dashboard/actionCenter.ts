import {
  ACTION_CENTER_ITEMS,
  type ActionCenterItem,
  type ActionCenterKind,
  type ActionCenterSummary,
} from '@/domain/contract';
import { formatAudAmount } from '@/domain/format';
import { invoiceStatusOn, isPaid } from '@/domain/billing/invoiceStatus';
import type { InvoiceRecord, OrderRecord, OrderStatus, TicketRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { latestReply } from './tickets';

/** Outbound orders in `status`, newest first. */
function outboundIn(
  store: SimulatorStore,
  organisationId: number,
  status: OrderStatus,
): ActionCenterItem[] {
  return store.orders
    .filter(
      (o) => o.organisation_id === organisationId && o.type === 'outbound' && o.status === status,
    )
    .sort(newestFirst)
    .map(orderItem);
}

const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

const orderItem = (order: OrderRecord): ActionCenterItem => ({
  id: order.id,
  reference: order.reference,
  name: order.customer_name,
  date: order.created_at,
});

/**
 * Invoices not yet paid (unpaid, or overdue: both still owe money, the same rule as the
 * statistics' unpaid_invoices), soonest due first: the most pressing leads. Each says whether it
 * is overdue as of `today`, the caller's calendar day.
 */
function unpaidInvoices(
  store: SimulatorStore,
  organisationId: number,
  today: string,
): ActionCenterItem[] {
  return store.invoices
    .filter((i) => i.organisation_id === organisationId && !isPaid(i))
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)
    .map((invoice) => invoiceItem(invoice, today));
}

const invoiceItem = (invoice: InvoiceRecord, today: string): ActionCenterItem => ({
  id: invoice.id,
  reference: invoice.document_number,
  name: `${formatAudAmount(invoice.balance)} ${invoiceStatusOn(invoice, today) === 'overdue' ? 'overdue' : 'due'}`,
  date: invoice.due_date,
});

/**
 * Open threads with a reply the merchant has not read, newest reply first. Open only: the card
 * opens the chats list filtered to open and unread, and its count must be what that list shows.
 */
function unreadThreads(store: SimulatorStore, organisationId: number): ActionCenterItem[] {
  return store.tickets
    .filter((t) => t.organisation_id === organisationId && t.status === 'open' && t.unread)
    .map((ticket) => ({ ticket, at: latestReply(ticket)?.created_at ?? ticket.updated_at }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.ticket.id - a.ticket.id)
    .map(({ ticket, at }) => ticketItem(ticket, at));
}

const ticketItem = (ticket: TicketRecord, at: string): ActionCenterItem => ({
  id: ticket.id,
  uid: ticket.uid,
  reference: ticket.subject,
  name: latestReply(ticket)?.author ?? 'Support',
  date: at,
});

const LISTS: Record<
  ActionCenterKind,
  (store: SimulatorStore, organisationId: number, today: string) => ActionCenterItem[]
> = {
  'no-stock': (store, id) => outboundIn(store, id, 'no_stock'),
  amending: (store, id) => outboundIn(store, id, 'amending'),
  'in-progress': (store, id) => outboundIn(store, id, 'in_progress'),
  'unpaid-invoices': unpaidInvoices,
  'unread-messages': unreadThreads,
};

/** One action-center card: how many records wait, and the first few of them. */
export function actionCenterSummary(
  store: SimulatorStore,
  organisationId: number,
  kind: ActionCenterKind,
  today: string,
): ActionCenterSummary {
  const all = LISTS[kind](store, organisationId, today);
  return { count: all.length, items: all.slice(0, ACTION_CENTER_ITEMS) };
}
