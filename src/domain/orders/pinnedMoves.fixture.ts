import type { OrderDirection } from './status';

/**
 * The order state machine written out by hand, for the tests only: every move allowed, per
 * direction, as 'from → to'. Every pair of statuses not listed here must be refused, by the
 * shared table (status.test.ts) and by the simulator (orders.transitions.test.ts). A move added
 * to ORDER_TRANSITIONS without being added here fails both; so does one taken away.
 */
export const PINNED_MOVES: Record<OrderDirection, readonly string[]> = {
  outbound: [
    'draft → pending',
    'draft → no_stock',
    'draft → cancelled',
    'pending → in_progress',
    'pending → no_stock',
    'pending → amending',
    'pending → cancelled',
    'no_stock → pending',
    'no_stock → amending',
    'no_stock → cancelled',
    'amending → pending',
    'amending → no_stock',
    'amending → cancelled',
    'in_progress → packed',
    'in_progress → amending',
    'in_progress → cancelled',
    'packed → shipped',
    'packed → cancelled',
    'shipped → delivered',
  ],
  inbound: [
    'draft → pending',
    'draft → cancelled',
    'pending → shipped',
    'pending → in_progress',
    'pending → amending',
    'pending → cancelled',
    'amending → pending',
    'amending → cancelled',
    'shipped → in_progress',
    'in_progress → received',
  ],
};
