import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/domain/contract';
import { REPORT_DOWNLOAD_MAX_PER_PAGE } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { queryErrorMessage } from '@/components/feedback/queryError';
import type { CsvColumn } from '@/domain/format/csv';

export interface ExportProgress {
  /** Pages read so far, and how many there are (known after the first). */
  done: number;
  total: number | null;
}

export interface ReportExportOptions<Row> {
  /** The report's name: the file is `<name>-<day>.csv`. */
  name: string;
  /** Plural noun of the rows, for the messages ('products', 'days'). */
  noun: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows on screen ('Current page'). */
  currentRows: readonly Row[] | undefined;
  /** One page of the /download variant, with the screen's filters. */
  fetchPage: (page: number, perPage: number) => Promise<Page<Row>>;
  /** Today in the merchant's zone (YYYY-MM-DD), for the file name. */
  today: string;
}

/**
 * The two CSV exports of a report. 'Current page' writes the rows on screen at once; 'All
 * records' reads the /download variant page by page (REPORT_DOWNLOAD_MAX_PER_PAGE rows each) and
 * reports its progress, so a long export shows how far it is and can be stopped. One export runs
 * at a time: a second click while one runs does nothing (the ref, not the state, decides: two
 * clicks can land before React re-renders).
 */
export function useReportExport<Row>({
  name,
  noun,
  columns,
  currentRows,
  fetchPage,
  today,
}: ReportExportOptions<Row>) {
  const running = useRef(false);
  const cancelled = useRef(false);
  const mounted = useRef(true);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelled.current = true;
    };
  }, []);

  const save = useCallback(
    async (rows: readonly Row[]) => {
      // The CSV writer (papaparse) loads with the first export, not with the report.
      const { csvFileName, saveCsv, toCsv } = await import('@/domain/format/csv');
      saveCsv(toCsv(columns, rows), csvFileName(name, today));
      notifier.success({ message: `Exported ${rows.length} ${noun} to CSV` });
    },
    [columns, name, noun, today],
  );

  const exportCurrent = useCallback(async () => {
    if (running.current || !currentRows) return;
    running.current = true;
    try {
      await save(currentRows);
    } finally {
      running.current = false;
    }
  }, [currentRows, save]);

  const exportAll = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    cancelled.current = false;
    setProgress({ done: 0, total: null });
    try {
      const rows: Row[] = [];
      for (let page = 1, total = 1; page <= total; page++) {
        const answer = await fetchPage(page, REPORT_DOWNLOAD_MAX_PER_PAGE);
        if (cancelled.current) return;
        rows.push(...answer.data);
        total = answer.meta.total_pages;
        if (mounted.current) setProgress({ done: page, total });
      }
      await save(rows);
    } catch (error) {
      if (!cancelled.current)
        notifier.error({
          message: `The export failed: ${queryErrorMessage(error) ?? 'please try again.'}`,
        });
    } finally {
      running.current = false;
      if (mounted.current) setProgress(null);
    }
  }, [fetchPage, save]);

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  return { exportCurrent, exportAll, cancel, progress };
}
