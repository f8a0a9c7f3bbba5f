import type { OrderListItem } from '@/domain/contract';
import { describeApiError } from '@/api/apiError';
import { CALLER_HANDLES_ERRORS } from '@/api/quietRequests';
import { fetchPdf } from '@/api/transfer';
import type { Transport } from '@/api/transport';
import { failedResult, printResults, type RowResult } from './bulkResults';

export const PACKAGING_LISTS_FILE = 'packaging-lists.pdf';

/**
 * One PDF of the selected orders' packaging lists (POST bookings/print-packaging-list {ids}),
 * saved as a download, and what became of each row (the X-Print-Results header). When the server
 * refuses the whole request (nothing printable), every row carries its reason.
 */
export async function printPackagingLists(
  transport: Transport,
  orders: readonly Pick<OrderListItem, 'id' | 'reference'>[],
): Promise<RowResult[]> {
  try {
    const { headers } = await fetchPdf(
      transport,
      'bookings/print-packaging-list',
      { ids: orders.map((o) => o.id) },
      PACKAGING_LISTS_FILE,
      // Refusals are shown per row in the results, not as a toast as well.
      { headers: CALLER_HANDLES_ERRORS },
    );
    return printResults(orders, headers['x-print-results']);
  } catch (error) {
    const why = describeApiError(error).message;
    return orders.map((order) => failedResult(order, why));
  }
}
