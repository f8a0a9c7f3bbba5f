import type { Page } from '@/domain/contract';

/** One page of an export: its rows and how many pages the whole selection has. */
export interface ExportPage<Row> {
  rows: readonly Row[];
  totalPages: number;
}

/**
 * Reads page `page` (1-based) of everything the list's filters, search and sort select. The
 * signal aborts the request when the person presses Stop.
 */
export type FetchExportPage<Row> = (page: number, signal: AbortSignal) => Promise<ExportPage<Row>>;

export interface ExportProgress {
  /** Pages read so far, and how many there are (known after the first). */
  done: number;
  total: number | null;
}

/** Thrown when the export was stopped: nothing is saved. */
export class ExportStopped extends Error {
  constructor() {
    super('The export was stopped.');
    this.name = 'ExportStopped';
  }
}

/** A server list's page envelope as an export page. */
export const fromServerPage = <Row>(page: Page<Row>): ExportPage<Row> => ({
  rows: page.data,
  totalPages: page.meta.total_pages,
});

/**
 * Every row of the selection, page after page, in the list's order. The page count is the last
 * answer's (records added or removed while the export runs change it); progress is reported after
 * each page. A stop between or during pages throws ExportStopped.
 */
export async function fetchAllPages<Row>(
  fetchPage: FetchExportPage<Row>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1, total = 1; page <= total; page++) {
    if (signal.aborted) throw new ExportStopped();
    let answer: ExportPage<Row>;
    try {
      answer = await fetchPage(page, signal);
    } catch (error) {
      if (signal.aborted) throw new ExportStopped();
      throw error;
    }
    if (signal.aborted) throw new ExportStopped();
    rows.push(...answer.rows);
    total = Math.max(1, answer.totalPages);
    onProgress({ done: page, total });
  }
  return rows;
}
