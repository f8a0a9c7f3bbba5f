import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch, type CoreState } from '@/core/hooks';
import { EXPORT_FETCH, ServerListExport, type StartedPage } from './ServerListExport';
import { exportRequest } from './serverList';
import type { CsvExportOptions } from './useCsvExport';

/**
 * A list's RTK Query endpoint (`api.endpoints.listInvoices`): what its `initiate` needs to start
 * one export page. A method, so an endpoint whose argument adds to the list's request (an
 * organisation's uid) fits as well.
 */
export interface ListEndpoint<Row> {
  initiate(
    arg: ListRequest,
    options: typeof EXPORT_FETCH,
  ): ThunkAction<StartedPage<Row>, CoreState, unknown, UnknownAction>;
}

export interface ListEndpointExportProps<Row> extends Omit<CsvExportOptions<Row>, 'fetchPage'> {
  endpoint: ListEndpoint<Row>;
  /** The list's request (useListParams): its search, sort and filters select what is exported. */
  request: ListRequest;
  /** What the list always asks beside its URL state (a tab's status, an organisation). */
  fixed?: Record<string, string>;
}

/**
 * Export CSV of a list read from one endpoint with the list's own request: All matching reads
 * that endpoint page by page with the list's filters, search and sort (and `fixed`).
 */
export function ListEndpointExport<Row>({
  endpoint,
  request,
  fixed,
  ...options
}: ListEndpointExportProps<Row>) {
  const dispatch = useAppDispatch();
  const startPage = useCallback(
    (page: number) =>
      dispatch(endpoint.initiate({ ...exportRequest(request, page), ...fixed }, EXPORT_FETCH)),
    [dispatch, endpoint, request, fixed],
  );
  return <ServerListExport<Row> {...options} startPage={startPage} />;
}
