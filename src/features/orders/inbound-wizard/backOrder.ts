import type { OrderProductLine, OrderStatus } from '@/domain/contract';
import type { OrderLineValue } from '../components/lines/orderLines';

/**
 * A back order follows a supplier's inbound order (standard or itself a back order) that arrived
 * short: one being counted or already received. An order still on its way has nothing to follow
 * up yet; transfers and returns come from no supplier.
 */
export const BACK_ORDER_OF: readonly OrderStatus[] = ['in_progress', 'received'];

/**
 * The lines still owed by the order a back order follows: per line, what was ordered less what
 * was stored. Kept in the line's own unit when whole units remain, else counted in BASE items.
 */
export function outstandingLines(lines: readonly OrderProductLine[]): OrderLineValue[] {
  const out: OrderLineValue[] = [];
  for (const line of lines) {
    const missing = line.base_quantity - line.stored;
    if (missing <= 0) continue;
    const perUnit = line.quantity > 0 ? line.base_quantity / line.quantity : 1;
    const whole = perUnit > 1 && Number.isInteger(perUnit) && missing % perUnit === 0;
    out.push({
      product_id: line.product_id,
      sku: line.sku,
      title: line.title,
      quantity: whole ? missing / perUnit : missing,
      unit_type: whole ? line.unit_type : 'BASE',
    });
  }
  return out;
}
