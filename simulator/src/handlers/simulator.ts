import { http, HttpResponse } from 'msw';
import type { MailRecord, TicketComment } from '../db/schema';
import { readJson } from '../server-rules/body';
import type { Simulator } from '../server-rules/pipeline';
import type { StorageStatus } from '../db/persistence/fallback';
import { isFaultRule, type FaultRule } from '../server-rules/faults';
import { appendComment, SUPPORT_AUTHOR } from '../support/comments';
import type { OrderStatus } from '@/domain/orders/status';

/**
 * The warehouse's order actions and their answer, loaded with their first use: the orders code
 * is its own chunk, and these handlers load with every page of the simulator build.
 */
const warehouseActions = () => import('../orders/warehouseActions');
/** The accounts team's invoice actions, loaded the same way. */
const invoicePayments = () => import('../billing/simulatedPayment');

export interface MailboxResponse {
  data: MailRecord[];
}

export interface WarehouseReplyRequest {
  /** The thread to answer; without it, the open thread of `organisation_uid` touched last. */
  ticket_uid?: string;
  organisation_uid?: string;
  /** HTML, as the warehouse's help desk sends it; a short canned answer when absent. */
  body?: string;
}
export interface WarehouseReplyResponse {
  data: { ticket_uid: string; subject: string; comment: TicketComment };
}

/** Which order the warehouse works on: `booking_id`, else the next one of `organisation_uid`. */
export interface WarehouseOrderRequest {
  booking_id?: number;
  organisation_uid?: string;
}
export interface WarehouseOrderResponse {
  data: { booking_id: number; reference: string; status: OrderStatus };
}

/** An invoice of the organisation still owing, as the Simulator menu lists it. */
export interface OpenInvoice {
  id: number;
  document_number: string;
  balance: number;
  due_date: string;
  status: 'unpaid' | 'overdue';
}
export interface OpenInvoicesResponse {
  data: OpenInvoice[];
}
export interface InvoicePaymentRequest {
  invoice_id?: number;
}
export interface InvoicePaymentResponse {
  data: { invoice_id: number; document_number: string; status: 'paid' };
}

export const CANNED_WAREHOUSE_REPLY =
  '<p>Thanks for your message. Our team is looking into this and will update you shortly.</p>';

/**
 * The simulator's own endpoints, outside /v1: no signature, no session. They exist only in the
 * simulator (the provider has no such thing) and drive the Simulator menu and the tests.
 */
export function simulatorHandlers(sim: Simulator) {
  const { store } = sim;

  const warehouseOrder = async (request: Request, type: 'inbound' | 'outbound') => {
    const [actions] = await Promise.all([warehouseActions(), store.ready()]);
    const input = (await readJson(request)) as WarehouseOrderRequest;
    return actions.answerWarehouseOrder(sim, input, type);
  };

  return [
    http.get('*/__simulator/health', async () => {
      await store.ready();
      return HttpResponse.json({
        status: 'ok',
        persistence: store.persistence.kind,
        now: new Date(sim.now()).toISOString(),
        counts: Object.fromEntries(
          Object.entries(store.data).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.length]] : [])),
        ),
      });
    }),

    // Whether the demo data is stored (and what to tell the merchant when it is not): read by
    // the Simulator button without loading any collection.
    http.get('*/__simulator/storage', () =>
      HttpResponse.json(
        sim.storageStatus?.() ??
          ({ persistence: store.persistence.kind, notice: null } satisfies StorageStatus),
      ),
    ),

    http.get('*/__simulator/mailbox', async () => {
      await store.ready(['mails']);
      const data = [...store.mails.all()].sort(
        (a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id,
      );
      return HttpResponse.json({ data } satisfies MailboxResponse);
    }),

    // The warehouse answers a support thread, as its help desk would (the Simulator menu's
    // 'Send a warehouse reply', and tests). The reply is unread until the merchant opens it.
    http.post('*/__simulator/warehouse-reply', async ({ request }) => {
      await store.ready(['organisations', 'tickets']);
      const input = (await readJson(request)) as WarehouseReplyRequest;
      const organisation = input.organisation_uid
        ? store.organisations.find((o) => o.uid === input.organisation_uid)
        : undefined;
      const ticket = input.ticket_uid
        ? store.tickets.find((t) => t.uid === input.ticket_uid)
        : store.tickets
            .filter((t) => t.organisation_id === organisation?.id && t.status === 'open')
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
      if (!ticket) return HttpResponse.json({ error: 'No such support thread' }, { status: 404 });
      const body = typeof input.body === 'string' && input.body.trim() ? input.body : null;
      const comment = appendComment(
        store,
        ticket,
        { author: SUPPORT_AUTHOR, from_support: true, body: body ?? CANNED_WAREHOUSE_REPLY },
        sim.now(),
      );
      await store.flush();
      return HttpResponse.json({
        data: { ticket_uid: ticket.uid, subject: ticket.subject, comment },
      } satisfies WarehouseReplyResponse);
    }),

    // The warehouse receives an inbound order ('Receive an inbound order'): counted = stored =
    // ordered, stock and movements up, status received.
    http.post('*/__simulator/receive-inbound', ({ request }) => warehouseOrder(request, 'inbound')),
    // The warehouse moves an outbound order one step ('Advance an outbound order'): pending →
    // in progress → packed → shipped (stock dispatched, tracking number) → delivered.
    http.post('*/__simulator/advance-order', ({ request }) => warehouseOrder(request, 'outbound')),

    // The accounts team: an organisation's invoices still owing (?organisation_uid=), and a
    // payment received in full ('Pay an invoice'): paid, and the cable tells the portal.
    http.get('*/__simulator/invoices', async ({ request }) => {
      const [payments] = await Promise.all([
        invoicePayments(),
        store.ready(['organisations', 'invoices']),
      ]);
      const organisationUid = new URL(request.url).searchParams.get('organisation_uid');
      return payments.answerOpenInvoices(sim, organisationUid);
    }),
    http.post('*/__simulator/pay-invoice', async ({ request }) => {
      const [payments] = await Promise.all([invoicePayments(), store.ready()]);
      const input = (await readJson(request)) as InvoicePaymentRequest;
      return payments.answerInvoicePayment(sim, input);
    }),

    // Faults to inject into later /v1 requests (server-rules/faults.ts): a rule, or
    // `{ rules: [...] }`; DELETE clears them (and lets hung requests go).
    http.get('*/__simulator/faults', () => HttpResponse.json({ data: sim.faults?.list() ?? [] })),
    http.post('*/__simulator/faults', async ({ request }) => {
      const input = await readJson(request);
      const rules = (Array.isArray(input.rules) ? input.rules : [input]) as FaultRule[];
      if (!rules.every(isFaultRule))
        return HttpResponse.json({ error: 'A rule needs a kind and a path' }, { status: 422 });
      rules.forEach((rule) => sim.faults?.add(rule));
      return HttpResponse.json({ data: sim.faults?.list() ?? [] });
    }),
    http.delete('*/__simulator/faults', () => {
      sim.faults?.clear();
      return HttpResponse.json({ data: [] });
    }),

    // Re-seeds the demo data; sessions and the mailbox start empty again.
    http.post('*/__simulator/reset', async () => {
      await store.reset();
      return HttpResponse.json({ success: true });
    }),
  ];
}
