import type { InvoiceDetail, InvoiceSummary, WalletTransaction } from '@/api/contract';
import type { InvoiceRecord, WalletTransactionRecord } from '../db/schema';

/** An invoice as the list shows it. */
export function invoiceSummary(invoice: InvoiceRecord): InvoiceSummary {
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
    status: invoice.status,
  };
}

/** The tax invoice's number: the document number's own, under the TI- prefix. */
export const taxInvoiceNumber = (invoice: InvoiceRecord) =>
  `TI-${invoice.document_number.replace(/^INV-/, '')}`;

export function invoiceDetail(invoice: InvoiceRecord): InvoiceDetail {
  return {
    ...invoiceSummary(invoice),
    tax_reference: invoice.tax_reference,
    tax_invoice: taxInvoiceNumber(invoice),
    breakdown: invoice.breakdown.map((line) => ({ ...line })),
  };
}

export function walletTransaction(line: WalletTransactionRecord): WalletTransaction {
  const { uid, date, type, description, debit, credit, balance } = line;
  return { id: uid, date, type, description, debit, credit, balance };
}
