import type { OrderListItem, PrintResult } from '@/domain/contract';

/** What became of one selected order in a bulk action. */
export interface RowResult {
  id: number;
  reference: string;
  ok: boolean;
  /** '#OUT-1001 cancelled', or '#OUT-1002: An order that is Shipped cannot be cancelled'. */
  text: string;
}

type ResultOrder = Pick<OrderListItem, 'id' | 'reference'>;

const resultOf = (order: ResultOrder, ok: boolean, text: string): RowResult => ({
  id: order.id,
  reference: order.reference,
  ok,
  text,
});

export const okResult = (order: ResultOrder, done: string) =>
  resultOf(order, true, `${order.reference} ${done}`);

export const failedResult = (order: ResultOrder, why: string) =>
  resultOf(order, false, `${order.reference}: ${why}`);

const isPrintResult = (value: unknown): value is PrintResult =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PrintResult).id === 'number' &&
  typeof (value as PrintResult).ok === 'boolean';

/**
 * The bulk print's X-Print-Results header (JSON of PrintResult[]) read against the rows asked
 * for: a row the header does not mention, or a header that cannot be read, is reported as
 * unknown rather than claimed printed.
 */
export function printResults(
  orders: readonly ResultOrder[],
  header: string | undefined,
): RowResult[] {
  let parsed: unknown;
  try {
    parsed = header ? JSON.parse(header) : null;
  } catch {
    parsed = null;
  }
  const results = Array.isArray(parsed) ? parsed.filter(isPrintResult) : [];
  return orders.map((order) => {
    const result = results.find((r) => r.id === order.id);
    if (!result) return failedResult(order, 'The server did not say whether it was printed');
    return result.ok
      ? okResult(order, 'printed')
      : failedResult(order, result.message || 'It could not be printed');
  });
}
