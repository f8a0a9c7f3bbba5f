import { Flex, Typography } from 'antd';
import { useListParams } from '@/core/routing/urlState';
import { ListCard } from '@/components/page/ListCard';
import { PageSection } from '@/components/page/PageSection';
import { ServerTable } from '@/components/page/ServerTable';
import { useListInvoicesQuery } from './api';
import { SearchSelectDateFilters } from '@/components/page/SearchSelectDateFilters';
import { invoiceColumns } from './list/invoiceColumns';
import { INVOICE_LIST, INVOICE_TOOLBAR } from './list/invoiceListConfig';
import { InvoiceTotals } from './list/InvoiceTotals';
import { InvoiceExport } from './list/InvoiceExport';

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
    <PageSection
      id="billing-title"
      title="Billing"
      extra={<InvoiceExport request={list.request} currentRows={invoices.currentData?.data} />}
    >
      <Typography.Paragraph type="secondary">
        Your weekly invoices from the warehouse: storage, pick and pack, and shipping. Amounts in
        AUD.
      </Typography.Paragraph>
      <Flex vertical gap={16}>
        {totals && <InvoiceTotals totals={totals} />}
        <ListCard views="invoices">
          <SearchSelectDateFilters list={list} {...INVOICE_TOOLBAR} />
          <ServerTable list={list} query={invoices} noun="invoices" columns={invoiceColumns} />
        </ListCard>
      </Flex>
    </PageSection>
  );
}
