import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notifier } from '@/components/feedback/notifier';
import { queryErrorMessage } from '@/components/feedback/queryError';
import type { CsvColumn } from '@/domain/format/csv';
import type { ExportProgress, FetchExportPage } from './exportPages';

export type CsvColumns<Row> = readonly CsvColumn<Row>[];

/** What the export is doing, for the menu and its status line. */
export type ExportState =
  | { status: 'idle' }
  | ({ status: 'running' } & ExportProgress)
  | { status: 'stopped' }
  | { status: 'failed'; message: string };

export type ExportScope = 'page' | 'all';

export interface CsvExportOptions<Row> {
  /** The list's name: the file is `<name>-<day>.csv` ('Outbound orders' → outbound-orders-…). */
  name: string;
  /** Plural noun of the rows, for the messages ('orders', 'products'). */
  noun: string;
  /**
   * The file's columns, declared once per list; a loader keeps a list's column code out of its
   * page until the first export.
   */
  columns: CsvColumns<Row> | (() => Promise<CsvColumns<Row>>);
  /** The rows on screen ('This page'). */
  currentRows: readonly Row[] | undefined;
  /** One page of everything the list's filters, search and sort select ('All matching'). */
  fetchPage: FetchExportPage<Row>;
  /** Today in the merchant's zone (YYYY-MM-DD), for the file name; the browser's day if left out. */
  today?: string;
}

/**
 * The CSV export of a list or report. 'This page' writes the rows on screen at once; 'All
 * matching' reads every page of the selection (fetchPage) and reports its progress, so a long
 * export shows how far it is and can be stopped (then no file is saved). One export runs at a
 * time: a second click while one runs does nothing (the ref, not the state, decides: two clicks
 * can land before React re-renders). The paging and the CSV writer load with the first export.
 */
export function useCsvExport<Row>(options: CsvExportOptions<Row>) {
  // The options of the latest render, read when an export starts (the list may have moved on).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const running = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const lastScope = useRef<ExportScope>('all');
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current?.abort();
    };
  }, []);
  const show = useCallback((next: ExportState) => {
    if (mounted.current) setState(next);
  }, []);

  const run = useCallback(
    async (scope: ExportScope) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      lastScope.current = scope;
      const { name, noun, columns, currentRows, fetchPage, today } = latest.current;
      if (scope === 'all') show({ status: 'running', done: 0, total: null });
      try {
        const [{ fetchAllPages, ExportStopped }, csv, day] = await Promise.all([
          import('./exportPages'),
          import('@/domain/format/csv'),
          today ?? import('@/domain/orders/today').then(({ todayIn }) => todayIn(null)),
        ]);
        const columnList = typeof columns === 'function' ? await columns() : columns;
        try {
          const rows =
            scope === 'page'
              ? [...(currentRows ?? [])]
              : await fetchAllPages(fetchPage, controller.signal, (progress) =>
                  show({ status: 'running', ...progress }),
                );
          csv.saveCsv(csv.toCsv(columnList, rows), csv.csvFileName(name, day));
          notifier.success({ message: `Exported ${rows.length} ${noun} to CSV` });
          show({ status: 'idle' });
        } catch (error) {
          if (error instanceof ExportStopped) show({ status: 'stopped' });
          else throw error;
        }
      } catch (error) {
        const reason = queryErrorMessage(error);
        show({
          status: 'failed',
          message: `The export failed${reason ? ` (${reason})` : ''}. Nothing was saved: press Retry to try again.`,
        });
      } finally {
        running.current = null;
      }
    },
    [show],
  );

  const exportPage = useCallback(() => run('page'), [run]);
  const exportAll = useCallback(() => run('all'), [run]);
  const retry = useCallback(() => run(lastScope.current), [run]);
  const stop = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => {
    if (!running.current) show({ status: 'idle' });
  }, [show]);

  return { state, exportPage, exportAll, retry, stop, dismiss };
}

export type CsvExport = ReturnType<typeof useCsvExport>;
