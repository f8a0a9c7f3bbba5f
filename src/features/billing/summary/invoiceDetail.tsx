import type { InvoiceDetail } from '@/domain/contract';
import type { DetailTab } from '@/components/page/detailTabs';
import type { QueryLike } from '@/components/page/QueryBoundary';
import type { RecordDetail } from '@/components/page/RecordDetail';
import { useGetInvoiceQuery } from '../api';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { formatDate } from '@/domain/format';
import { billingPaths } from '../paths';

/** An invoice as the detail frame reads it: named by its document number, never archived. */
export type InvoiceRecord = InvoiceDetail & { title: string; archived: false };

export const invoiceTabs: readonly DetailTab<'summary'>[] = [
  { key: 'summary', label: 'Summary', path: billingPaths.invoice },
];

// One framed copy per answer, so the frame's record keeps its identity between renders.
const framed = new WeakMap<InvoiceDetail, InvoiceRecord>();
const frame = (invoice: InvoiceDetail): InvoiceRecord => {
  let record = framed.get(invoice);
  if (!record) {
    record = { ...invoice, title: invoice.document_number, archived: false };
    framed.set(invoice, record);
  }
  return record;
};

function useInvoiceRecord(id: number, options: { skip: boolean }): QueryLike<InvoiceRecord> {
  const query = useGetInvoiceQuery(id, options);
  return { ...query, data: query.data && frame(query.data) };
}

export const invoiceDetail: RecordDetail<InvoiceRecord, 'summary'> = {
  noun: 'invoice',
  useRecord: useInvoiceRecord,
  tabs: invoiceTabs,
  meta: (invoice) => (
    <>
      <InvoiceStatusBadge status={invoice.status} />
      <span>Due {formatDate(invoice.due_date)}</span>
    </>
  ),
};
