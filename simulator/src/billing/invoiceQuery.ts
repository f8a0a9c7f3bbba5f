import { INVOICE_STATUSES, type InvoiceTotals } from '@/domain/contract';
import { invoiceStatusOn, isPaid } from '@/domain/billing/invoiceStatus';
import type { InvoiceRecord } from '../db/schema';
import { roundCents } from '@/domain/format';
import { readListQuery } from './dateRange';

/**
 * The invoice list's query string: status, date_from/date_to (the invoice date) and query (the
 * document number or the tax reference, any part). `unpaid` means "a balance is owing", so it
 * includes the overdue ones: the dashboard's unpaid card counts both and links here with it.
 * Statuses are as of `today`, the caller's calendar day.
 */
export function readInvoiceQuery(url: URL, request: Request, today: string) {
  return readListQuery<InvoiceRecord>(url, request, {
    choice: { name: 'status', label: 'Status', values: INVOICE_STATUSES },
    hasChoice: (invoice, status) => matchesStatus(invoice, status, today),
    date: (invoice) => invoice.date,
    texts: (invoice) => [invoice.document_number, invoice.tax_reference],
  });
}

function matchesStatus(invoice: InvoiceRecord, status: string, today: string): boolean {
  if (!status) return true;
  if (status === 'unpaid') return !isPaid(invoice);
  return invoiceStatusOn(invoice, today) === status;
}

/** Newest first; the same date (never in practice) by id, so pages never overlap. */
export const newestInvoiceFirst = (a: InvoiceRecord, b: InvoiceRecord) =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** What the organisation owes, and how much of it is late today, over all of its invoices. */
export function invoiceTotals(invoices: readonly InvoiceRecord[], today: string): InvoiceTotals {
  const open = invoices.filter((i) => !isPaid(i));
  const late = open.filter((i) => invoiceStatusOn(i, today) === 'overdue');
  const sum = (rows: InvoiceRecord[]) =>
    roundCents(rows.reduce((total, i) => total + i.balance, 0));
  return {
    outstanding: sum(open),
    outstanding_count: open.length,
    overdue: sum(late),
    overdue_count: late.length,
  };
}
