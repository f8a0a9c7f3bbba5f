import type { OrderProductLine } from '@/domain/contract';
import { costValidity, type OrderLineValue } from '../components/lines/orderLines';

/**
 * The order's lines as the lines editor holds them. Stock per warehouse is left out on purpose:
 * the editor reads it from each product, fresh, rather than trust what the order page loaded.
 */
export function toLineValues(
  lines: readonly OrderProductLine[],
  unitTypes: boolean,
): OrderLineValue[] {
  return lines.map((line) => ({
    product_id: line.product_id,
    sku: line.sku,
    title: line.title,
    quantity: line.quantity,
    ...(unitTypes ? { unit_type: line.unit_type } : {}),
    cost_valid: costValidity(line.supplier_cost),
  }));
}

/** Totals of the Products table's quantity columns. */
export function lineTotals(lines: readonly OrderProductLine[]) {
  return lines.reduce(
    (sum, line) => ({
      ordered: sum.ordered + line.base_quantity,
      counted: sum.counted + line.counted,
      stored: sum.stored + line.stored,
      onHold: sum.onHold + line.on_hold,
    }),
    { ordered: 0, counted: 0, stored: 0, onHold: 0 },
  );
}
