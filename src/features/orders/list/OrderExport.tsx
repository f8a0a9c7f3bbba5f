import { useCallback } from 'react';
import type { OrderListItem } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { EXPORT_FETCH, exportRequest, ServerListExport } from '@/components/export';
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
  const startPage = useCallback(
    (page: number) =>
      dispatch(
        orderApi.endpoints.listOrders.initiate(
          { direction: context.direction, ...exportRequest(request, page), ...fixed },
          EXPORT_FETCH,
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
    <ServerListExport<OrderListItem>
      name={title}
      noun={noun}
      columns={columns}
      currentRows={currentRows}
      startPage={startPage}
      today={today}
    />
  );
}
