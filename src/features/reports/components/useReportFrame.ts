import { useCallback, useMemo } from 'react';
import type { Page } from '@/domain/contract';
import { useAppDispatch } from '@/core/hooks';
import { useGetProfileQuery } from '@/features/profile/api';
import type { CsvColumn } from '@/domain/format/csv';
import type { ListRequest } from '@/core/routing/urlState';
import { todayIn } from '@/domain/orders/today';
import { reportsApi, type ReportName } from '../api';
import { useReportExport } from '../export/useReportExport';

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
 * filters and sort: what is exported is what the table shows, every page of it.
 */
export function useReportCsv<Row>({
  name,
  noun,
  columns,
  report,
  request,
  currentRows,
}: ReportExportSetup<Row>) {
  const dispatch = useAppDispatch();
  const today = useMerchantToday();
  // The download's own page and size replace the screen's.
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(request).filter(([key]) => key !== 'page' && key !== 'per_page'),
      ),
    [request],
  );
  const fetchPage = useCallback(
    async (page: number, perPage: number): Promise<Page<Row>> => {
      const args = { ...filters, page, per_page: perPage };
      const answer = await dispatch(
        reportsApi.endpoints.downloadReportPage.initiate(
          { report, args },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      // The report named is the one whose rows these are (the page passes both together).
      return answer as Page<Row>;
    },
    [dispatch, report, filters],
  );
  return useReportExport<Row>({ name, noun, columns, currentRows, fetchPage, today });
}
