import { HttpResponse } from 'msw';
import type { OrderCreatedResponse } from '@/domain/contract';
import type { OrderRecord } from '../db/schema';
import type { Simulator } from '../server-rules/pipeline';

/** The answer to both creates: the first order made, and the ids of the others (a split). */
export const created = (rows: OrderRecord[]) =>
  HttpResponse.json(
    {
      data: {
        id: rows[0]!.id,
        reference: rows[0]!.reference,
        status: rows[0]!.status,
        linked_ids: rows.slice(1).map((r) => r.id),
      },
    } satisfies OrderCreatedResponse,
    { status: 201 },
  );

export const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** What the order writes look up: the server's time, and the records a body names by id. */
export function orderWriteContext(sim: Simulator) {
  const { store } = sim;
  const isoNow = () => new Date(sim.now()).toISOString();

  /** The organisation's order a body names (source_order_id) in a direction, or undefined. */
  const orderOf = (organisationId: number, raw: unknown, type: OrderRecord['type']) => {
    const order = present(raw) ? store.orders.get(Number(raw)) : undefined;
    return order && order.organisation_id === organisationId && order.type === type
      ? order
      : undefined;
  };
  const warehouseOf = (organisationId: number, raw: unknown) => {
    const w = present(raw) ? store.warehouses.get(Number(raw)) : undefined;
    return w && w.organisation_id === organisationId ? w : undefined;
  };
  return { isoNow, orderOf, warehouseOf };
}
