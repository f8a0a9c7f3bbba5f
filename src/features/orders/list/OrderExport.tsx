import { useCallback } from 'react';
import type { OrderListItem } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { abortOnSignal, ExportCsv, exportRequest, fromServerPage } from '@/components/export';
import { orderApi } from '../api';
import { useMerchantToday } from '../components/useMerchantToday';
import type { ColumnContext } from './orderColumns';

export interface OrderExportProps {
  /** The list's title, which names the file ('Outbound Orders' → outbound-orders-<day>.csv). */
  title: string;
  noun: string;
  /** The list's request and what it always asks (the returns' sub type). */
  request: ListRequest;
  fixed?: Record<string, string>;
  context: ColumnContext;
  currentRows: readonly OrderListItem[] | undefined;
}

/** Export CSV of an order list: the page shown, or every order its filters, search and sort match. */
export function OrderExport({
  title,
  noun,
  request,
  fixed,
  context,
  currentRows,
}: OrderExportProps) {
  const dispatch = useAppDispatch();
  const today = useMerchantToday();
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      fromServerPage(
        await abortOnSignal(
          signal,
          dispatch(
            orderApi.endpoints.listOrders.initiate(
              { direction: context.direction, ...exportRequest(request, page), ...fixed },
              { subscribe: false, forceRefetch: true },
            ),
          ),
        ),
      ),
    [dispatch, request, fixed, context.direction],
  );
  // The columns load with the first export, not with the list.
  const columns = useCallback(
    async () => (await import('./orderCsvColumns')).orderCsvColumns(context),
    [context],
  );
  return (
    <ExportCsv<OrderListItem>
      name={title}
      noun={noun}
      columns={columns}
      currentRows={currentRows}
      fetchPage={fetchPage}
      today={today}
      disabled={!currentRows}
    />
  );
}
