import { useCallback } from 'react';
import type { InvoiceSummary } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { abortOnSignal, ExportCsv, exportRequest, fromServerPage } from '@/components/export';
import { billingApi } from '../api';

const loadColumns = async () => (await import('./invoiceCsvColumns')).invoiceCsvColumns();

/** Export CSV of the invoices: the page shown, or every invoice the filters and search match. */
export function InvoiceExport({
  request,
  currentRows,
}: {
  request: ListRequest;
  currentRows: readonly InvoiceSummary[] | undefined;
}) {
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      fromServerPage(
        await abortOnSignal(
          signal,
          dispatch(
            billingApi.endpoints.listInvoices.initiate(exportRequest(request, page), {
              subscribe: false,
              forceRefetch: true,
            }),
          ),
        ),
      ),
    [dispatch, request],
  );
  return (
    <ExportCsv<InvoiceSummary>
      name="Invoices"
      noun="invoices"
      columns={loadColumns}
      currentRows={currentRows}
      fetchPage={fetchPage}
      disabled={!currentRows}
    />
  );
}
