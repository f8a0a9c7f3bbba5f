import { useGetOrderReferenceQuery } from './api';

export interface OrderReferenceState {
  /** The reference the merchant knows the order by (#4821, PO-…). */
  reference?: string;
  /** The order could not be read (another organisation's, deleted): there is no name to show. */
  failed: boolean;
}

/**
 * An order's reference given only its id (a link's `?order_id=`): the id is internal and is never
 * shown. `known` (a chat row already naming the order) saves the request.
 */
export function useOrderReference(id: number | null, known?: string): OrderReferenceState {
  const order = useGetOrderReferenceQuery(id ?? 0, { skip: !id || Boolean(known) });
  if (known) return { reference: known, failed: false };
  return { reference: order.data, failed: Boolean(id) && order.isError };
}
