import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch, type CoreState } from '@/core/hooks';
import { EXPORT_FETCH, ServerListExport, type StartedPage } from './ServerListExport';
import { exportRequest } from './serverList';
import type { CsvExportOptions } from './useCsvExport';

/**
 * A list's RTK Query endpoint (`api.endpoints.listInvoices`): what its `initiate` needs to start
 * one export page. `Fixed` is what its argument adds to the list's request (the partners' kind,
 * an order list's direction). A method, so an endpoint whose argument leaves the request's page
 * and size optional fits as well.
 */
export interface ListEndpoint<Row, Fixed extends object = object> {
  initiate(
    arg: ListRequest & Fixed,
    options: typeof EXPORT_FETCH,
  ): ThunkAction<StartedPage<Row>, CoreState, unknown, UnknownAction>;
}

/** `fixed` may be left out only when the endpoint needs nothing beside the list's request. */
type FixedProp<Fixed extends object> = object extends Fixed
  ? {
      /** What the list always asks beside its URL state (a tab's status). */
      fixed?: Fixed;
    }
  : {
      /** What the list always asks beside its URL state (the partners' kind, a direction). */
      fixed: Fixed;
    };

export type ListEndpointExportProps<Row, Fixed extends object = object> = Omit<
  CsvExportOptions<Row>,
  'fetchPage'
> &
  FixedProp<Fixed> & {
    endpoint: ListEndpoint<Row, Fixed>;
    /** The list's request (useListParams): its search, sort and filters select what is exported. */
    request: ListRequest;
  };

/**
 * Export CSV of a list read from one endpoint with the list's own request: All matching reads
 * that endpoint page by page with the list's filters, search and sort (and `fixed`).
 */
export function ListEndpointExport<Row, Fixed extends object = object>({
  endpoint,
  request,
  fixed,
  ...options
}: ListEndpointExportProps<Row, Fixed>) {
  const dispatch = useAppDispatch();
  const startPage = useCallback(
    (page: number) =>
      dispatch(
        // FixedProp makes `fixed` required whenever the endpoint needs it.
        endpoint.initiate(
          { ...exportRequest(request, page), ...fixed } as ListRequest & Fixed,
          EXPORT_FETCH,
        ),
      ),
    [dispatch, endpoint, request, fixed],
  );
  return <ServerListExport<Row> {...options} startPage={startPage} />;
}
