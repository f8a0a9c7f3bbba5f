import type { InvoiceSummary } from '@/domain/contract';
import { csvColumnsOf } from '@/components/export/tableColumns';
import { INVOICE_STATUS_LABEL } from '../invoiceStatus';
import { invoiceColumns } from './invoiceColumns';

/** The invoices' CSV columns: the table's, with amounts unformatted and days as ISO days. */
export const invoiceCsvColumns = () =>
  csvColumnsOf<InvoiceSummary>(
    invoiceColumns,
    {
      date: (i) => i.date,
      document_number: (i) => i.document_number,
      amount: (i) => i.amount,
      received: (i) => i.received,
      received_at: (i) => i.received_at,
      balance: (i) => i.balance,
      due_date: (i) => i.due_date,
      currency: (i) => i.currency,
      status: (i) => INVOICE_STATUS_LABEL[i.status] ?? i.status,
    },
    ['date', 'received_at', 'due_date'],
  );
