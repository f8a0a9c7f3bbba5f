import { HttpResponse } from 'msw';
import { invoiceStatusOn, isPaid } from '@/domain/billing/invoiceStatus';
import type { InvoiceRecord } from '../db/schema';
import type {
  InvoicePaymentRequest,
  InvoicePaymentResponse,
  OpenInvoicesResponse,
} from '../handlers/simulator';
import { callerToday } from '../server-rules/callerDay';
import type { Simulator } from '../server-rules/pipeline';
import { roundCents } from '@/domain/format';

/**
 * The accounts team's side of an invoice, for the Simulator menu's 'Pay an invoice' and tests:
 * the open invoices of an organisation, and a payment received in full. The store's change is
 * what the cable broadcasts (invoice.updated), so an open invoice page and the billing list
 * follow without a reload. Here, not in handlers/simulator.ts, so the simulator's first load
 * does not carry it.
 */
export const PAYMENT_MESSAGES = {
  noInvoice: 'There is no such invoice',
  noOrganisation: 'There is no such organisation',
  alreadyPaid: (invoice: InvoiceRecord) => `${invoice.document_number} is already paid`,
} as const;

/** The organisation's invoices still owing, soonest due first (the most pressing leads). */
export function answerOpenInvoices(sim: Simulator, organisationUid: string | null): Response {
  const organisation = organisationUid
    ? sim.store.organisations.find((o) => o.uid === organisationUid)
    : undefined;
  if (!organisation)
    return HttpResponse.json({ error: PAYMENT_MESSAGES.noOrganisation }, { status: 404 });
  const today = callerToday(sim.now());
  const data = sim.store.invoices
    .filter((i) => i.organisation_id === organisation.id && !isPaid(i))
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)
    .map((i) => ({
      id: i.id,
      document_number: i.document_number,
      balance: i.balance,
      due_date: i.due_date,
      status: invoiceStatusOn(i, today) === 'overdue' ? ('overdue' as const) : ('unpaid' as const),
    }));
  return HttpResponse.json({ data } satisfies OpenInvoicesResponse);
}

/** Pays `invoice_id` in full now: received = amount, received at now, balance 0, paid. */
export async function answerInvoicePayment(
  sim: Simulator,
  input: InvoicePaymentRequest,
): Promise<Response> {
  const { store } = sim;
  const invoice =
    input.invoice_id !== undefined && input.invoice_id !== null
      ? store.invoices.get(Number(input.invoice_id))
      : undefined;
  if (!invoice) return HttpResponse.json({ error: PAYMENT_MESSAGES.noInvoice }, { status: 404 });
  if (isPaid(invoice))
    return HttpResponse.json({ error: PAYMENT_MESSAGES.alreadyPaid(invoice) }, { status: 422 });
  store.invoices.update(invoice.id, {
    received: roundCents(invoice.amount),
    received_at: new Date(sim.now()).toISOString(),
    balance: 0,
    status: 'paid',
  });
  await store.flush();
  return HttpResponse.json({
    data: { invoice_id: invoice.id, document_number: invoice.document_number, status: 'paid' },
  } satisfies InvoicePaymentResponse);
}
