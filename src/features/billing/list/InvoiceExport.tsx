import { useCallback } from 'react';
import type { InvoiceSummary } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { EXPORT_FETCH, exportRequest, ServerListExport } from '@/components/export';
import { billingApi } from '../api';

const loadColumns = async () => (await import('./invoiceCsvColumns')).invoiceCsvColumns();

/** Export CSV of the invoices: the page shown, or every invoice the filters and search match. */
export function InvoiceExport(props: {
  request: ListRequest;
  currentRows: readonly InvoiceSummary[] | undefined;
}) {
  const { request } = props;
  const dispatch = useAppDispatch();
  const startPage = useCallback(
    (page: number) =>
      dispatch(
        billingApi.endpoints.listInvoices.initiate(exportRequest(request, page), EXPORT_FETCH),
      ),
    [dispatch, request],
  );
  return (
    <ServerListExport<InvoiceSummary>
      name="Invoices"
      noun="invoices"
      columns={loadColumns}
      currentRows={props.currentRows}
      startPage={startPage}
    />
  );
}
