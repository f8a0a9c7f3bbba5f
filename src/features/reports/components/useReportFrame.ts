import { useCallback } from 'react';
import { REPORT_DOWNLOAD_MAX_PER_PAGE, type Page } from '@/domain/contract';
import { useAppDispatch } from '@/core/hooks';
import { useGetProfileQuery } from '@/features/profile/api';
import type { CsvColumn } from '@/domain/format/csv';
import type { ListRequest } from '@/core/routing/urlState';
import { todayIn } from '@/domain/orders/today';
import {
  abortOnSignal,
  exportRequest,
  fromServerPage,
  type CsvExportOptions,
  type ExportPage,
} from '@/components/export';
import { reportsApi, type ReportName } from '../api';

/** Today in the merchant's time zone (their profile's; the browser's until it is known). */
export function useMerchantToday(): string {
  const profile = useGetProfileQuery();
  return todayIn(profile.data?.time_zone ?? null);
}

export interface ReportExportSetup<Row> {
  name: string;
  noun: string;
  columns: readonly CsvColumn<Row>[];
  report: ReportName;
  /** The screen's request: its filters, search and sort go to the download as they are. */
  request: ListRequest;
  currentRows: readonly Row[] | undefined;
}

/**
 * The CSV export of a report screen, wired to its /download variant with the screen's own
 * filters and sort: what is exported is what the table shows, every page of it
 * (REPORT_DOWNLOAD_MAX_PER_PAGE rows a page).
 */
export function useReportCsv<Row>({
  name,
  noun,
  columns,
  report,
  request,
  currentRows,
}: ReportExportSetup<Row>): CsvExportOptions<Row> {
  const dispatch = useAppDispatch();
  const today = useMerchantToday();
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal): Promise<ExportPage<Row>> => {
      const args = exportRequest(request, page, REPORT_DOWNLOAD_MAX_PER_PAGE);
      const answer = await abortOnSignal(
        signal,
        dispatch(
          reportsApi.endpoints.downloadReportPage.initiate(
            { report, args },
            { subscribe: false, forceRefetch: true },
          ),
        ),
      );
      // The report named is the one whose rows these are (the page passes both together).
      return fromServerPage(answer as Page<Row>);
    },
    [dispatch, report, request],
  );
  return { name, noun, columns, currentRows, fetchPage, today };
}
