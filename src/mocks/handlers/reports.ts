import type { RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';

/** reports/products/inventory, /stock_movement, reports/orders/cost_analysis and their downloads. */
export function reportHandlers(_sim: Simulator): RequestHandler[] {
  return [];
}
