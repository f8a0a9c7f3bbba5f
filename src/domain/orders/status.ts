import type { StatusTone } from '../../lib/statusTone';

/**
 * An order's statuses, their labels and badge tones, and the state machine both the portal and
 * the simulator follow (the portal to offer only what the server will accept; the simulator to
 * refuse the rest). docs/orders.md explains each status.
 *
 * Outbound: draft → pending → in_progress → packed → shipped → delivered, with no_stock (a line
 * has no stock in the chosen warehouse) and amending (the merchant asked for a change) as
 * detours back to pending. Inbound: draft → pending → shipped (on its way) → in_progress
 * (arrived, being counted) → received, with amending as a detour. Either can be cancelled until
 * it is shipped, never after: an outbound order has left the warehouse, an inbound one is on its
 * way to it (and, not to be cancelled by the back door, can no longer be amended either).
 */
export const ORDER_STATUSES = [
  'draft',
  'pending',
  'no_stock',
  'amending',
  'in_progress',
  'packed',
  'shipped',
  'delivered',
  'received',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderDirection = 'inbound' | 'outbound';

export type { StatusTone };

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  no_stock: 'No Stock',
  amending: 'Amending',
  in_progress: 'In Progress',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  received: 'Received',
  cancelled: 'Cancelled',
};

/**
 * How each order sub type and source (sales channel) reads, on the lists, filters and order pages.
 * The keys are the contract's ORDER_SUB_TYPES and ORDER_SOURCES (which lib may not import).
 */
export const SUB_TYPE_LABEL = {
  standard: 'Standard',
  split: 'Split',
  duplicate: 'Duplicate',
  back: 'Back order',
  transfer: 'Transfer',
  return: 'Return',
} as const satisfies Record<string, string>;

export const SOURCE_LABEL = {
  portal: 'Portal',
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  api: 'API',
} as const satisfies Record<string, string>;

/**
 * Orange while the order still needs the warehouse or the merchant (waiting, short of stock,
 * being changed, being worked on, on its way); green once it has arrived where it was going;
 * grey when it is not live (an unfinished draft, a cancelled order).
 */
export const ORDER_STATUS_TONE: Record<OrderStatus, StatusTone> = {
  draft: 'inactive',
  pending: 'pending',
  no_stock: 'pending',
  amending: 'pending',
  in_progress: 'pending',
  packed: 'pending',
  shipped: 'pending',
  delivered: 'success',
  received: 'success',
  cancelled: 'inactive',
};

/** The statuses each direction uses, in the order an order passes them. */
export const STATUSES_OF: Record<OrderDirection, readonly OrderStatus[]> = {
  // Every status but received: an outbound order ends delivered.
  outbound: ORDER_STATUSES.filter((s) => s !== 'received'),
  inbound: ['draft', 'pending', 'amending', 'shipped', 'in_progress', 'received', 'cancelled'],
};

/**
 * The one transition table: where each status may go next, per direction. A status missing from
 * a direction is final there. The portal offers only these moves and the simulator applies only
 * these (its moveOrder refuses the rest).
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderDirection, Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>>
> = {
  outbound: {
    draft: ['pending', 'no_stock', 'cancelled'],
    pending: ['in_progress', 'no_stock', 'amending', 'cancelled'],
    no_stock: ['pending', 'amending', 'cancelled'],
    amending: ['pending', 'no_stock', 'cancelled'],
    in_progress: ['packed', 'amending', 'cancelled'],
    packed: ['shipped', 'cancelled'],
    shipped: ['delivered'],
  },
  inbound: {
    draft: ['pending', 'cancelled'],
    pending: ['shipped', 'in_progress', 'amending', 'cancelled'],
    amending: ['pending', 'cancelled'],
    shipped: ['in_progress'],
    in_progress: ['received'],
  },
};

export function canMove(direction: OrderDirection, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[direction][from]?.includes(to) ?? false;
}

/** Why a move the table does not hold is refused, in the words the simulator uses. */
export const moveRefusal = (direction: OrderDirection, from: OrderStatus, to: OrderStatus) =>
  `An ${direction} order that is ${ORDER_STATUS_LABEL[from]} cannot become ${ORDER_STATUS_LABEL[to]}`;

export const canAmend = (direction: OrderDirection, status: OrderStatus) =>
  canMove(direction, status, 'amending');
export const canCancel = (direction: OrderDirection, status: OrderStatus) =>
  canMove(direction, status, 'cancelled');

/**
 * Lines and shipment details can be edited while nobody has started on the order: a draft,
 * waiting, short of stock or being amended. Once picking (outbound) or counting (inbound) starts,
 * a change goes through Amend.
 */
const EDITABLE: readonly OrderStatus[] = ['draft', 'pending', 'no_stock', 'amending'];
export const canEdit = (status: OrderStatus) => EDITABLE.includes(status);

/** Why an action is refused, in the words the server sends back (422 on `status`). */
export const statusRefusal = {
  amend: (status: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABEL[status]} cannot be amended`,
  cancel: (status: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABEL[status]} cannot be cancelled`,
  edit: (status: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABEL[status]} cannot be edited; amend it first`,
} as const;
