import { useCallback } from 'react';
import type { Page } from '@/domain/contract';
import { ExportCsv } from './ExportCsv';
import { fromServerPage } from './exportPages';
import { abortOnSignal } from './serverList';
import type { CsvExportOptions } from './useCsvExport';

/** A started request for one page of a server list: a dispatched RTK Query `initiate`. */
export interface StartedPage<Row> {
  abort: () => void;
  unwrap: () => Promise<Page<Row>>;
}

/** What an export's `initiate` passes: a fresh answer, not kept in the list's cache. */
export const EXPORT_FETCH = { subscribe: false, forceRefetch: true } as const;

export interface ServerListExportProps<Row> extends Omit<CsvExportOptions<Row>, 'fetchPage'> {
  /**
   * Starts the list's own request for one export page: its endpoint's `initiate` with
   * `exportRequest(request, page)` and EXPORT_FETCH, dispatched. Keep it stable (useCallback).
   */
  startPage: (page: number) => StartedPage<Row>;
}

/**
 * Export CSV of a server list (orders, partners, invoices, the wallet): All matching reads the
 * list's own endpoint page by page, a Stop aborting the request in flight.
 */
export function ServerListExport<Row>({ startPage, ...options }: ServerListExportProps<Row>) {
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      fromServerPage(await abortOnSignal(signal, startPage(page))),
    [startPage],
  );
  // Enabled while the list loads: All matching reads the server itself, and This page waits for
  // the rows (its menu item is off until then). A button that turns on as the rows arrive also
  // changes colour under whoever is reading the page.
  return <ExportCsv<Row> {...options} fetchPage={fetchPage} />;
}
