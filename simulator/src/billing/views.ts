import type { InvoiceDetail, InvoiceSummary, WalletTransaction } from '@/domain/contract';
import { invoiceStatusOn } from '@/domain/billing/invoiceStatus';
import type { InvoiceRecord, WalletTransactionRecord } from '../db/schema';

export { callerToday } from '../server-rules/callerDay';

/** An invoice as the list shows it, its status as of `today`. */
export function invoiceSummary(invoice: InvoiceRecord, today: string): InvoiceSummary {
  const { id, document_number, date, due_date, amount, received, received_at, balance } = invoice;
  return {
    id,
    document_number,
    date,
    due_date,
    amount,
    received,
    received_at,
    balance,
    currency: invoice.currency,
    status: invoiceStatusOn(invoice, today),
  };
}

/** The tax invoice's number: the document number's own, under the TI- prefix. */
export const taxInvoiceNumber = (invoice: InvoiceRecord) =>
  `TI-${invoice.document_number.replace(/^INV-/, '')}`;

export function invoiceDetail(invoice: InvoiceRecord, today: string): InvoiceDetail {
  return {
    ...invoiceSummary(invoice, today),
    tax_reference: invoice.tax_reference,
    tax_invoice: taxInvoiceNumber(invoice),
    breakdown: invoice.breakdown.map((line) => ({ ...line })),
  };
}

export function walletTransaction(line: WalletTransactionRecord): WalletTransaction {
  const { uid, date, type, description, debit, credit, balance } = line;
  return { id: uid, date, type, description, debit, credit, balance };
}
