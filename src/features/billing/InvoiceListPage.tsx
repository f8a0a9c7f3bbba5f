import type { InvoiceSummary } from '@/domain/contract';
import { Typography } from 'antd';
import { useListParams } from '@/core/routing/urlState';
import {
  SearchSelectDateListPage,
  type SearchSelectDateListConfig,
} from '@/components/page/SearchSelectDateListPage';
import { billingApi, useListInvoicesQuery } from './api';
import { invoiceColumns } from './list/invoiceColumns';
import { INVOICE_LIST, INVOICE_TOOLBAR } from './list/invoiceListConfig';
import { InvoiceTotals } from './list/InvoiceTotals';

const INVOICE_PAGE: SearchSelectDateListConfig<InvoiceSummary> = {
  id: 'billing-title',
  title: 'Billing',
  noun: 'invoices',
  columns: invoiceColumns,
  views: 'invoices',
  toolbar: INVOICE_TOOLBAR,
  // The file's columns load with the first export, not with the list.
  csv: {
    name: 'Invoices',
    endpoint: billingApi.endpoints.listInvoices,
    columns: async () => (await import('./list/invoiceCsvColumns')).invoiceCsvColumns(),
  },
};

/**
 * Billing: the organisation's weekly invoices, paged, searched and filtered by the server, every
 * filter in the URL (the dashboard's unpaid card lands here with ?status=unpaid), under the
 * account's totals (outstanding, overdue).
 */
export function InvoiceListPage() {
  const list = useListParams(INVOICE_LIST);
  const invoices = useListInvoicesQuery(list.request);
  const totals = invoices.data?.totals;
  return (
    <SearchSelectDateListPage page={INVOICE_PAGE} list={list} query={invoices}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Your weekly invoices from the warehouse: storage, pick and pack, and shipping. Amounts in
        AUD.
      </Typography.Paragraph>
      {totals && <InvoiceTotals totals={totals} />}
    </SearchSelectDateListPage>
  );
}
