import type { OrderDetail } from '@/domain/contract';
import {
  canAmend,
  canCancel,
  ORDER_STATUS_LABEL,
  statusRefusal,
  type OrderStatus,
} from '@/domain/orders/status';

/** How a header action appears: not at all, usable, or disabled with the reason. */
export type ActionState =
  { kind: 'hidden' } | { kind: 'enabled' } | { kind: 'refused'; reason: string };

type OrderFacts = Pick<OrderDetail, 'type' | 'status' | 'can'>;

/** Statuses nothing can follow: the order is finished and offers no Amend or Cancel at all. */
const FINAL: readonly OrderStatus[] = ['cancelled', 'delivered', 'received'];

const LOCAL_RULE = { amend: canAmend, cancel: canCancel } as const;

/**
 * Amend or Cancel, from what the server says the caller may do now (`order.can`). A finished
 * order offers neither (a cancelled order can never be cancelled again); otherwise a refused
 * action stays visible, disabled, with the server's own words for why. When the state machine
 * would allow it but the server still says no, the reason is the server's decision, not a status.
 */
export function reasonActionState(action: 'amend' | 'cancel', order: OrderFacts): ActionState {
  if (FINAL.includes(order.status)) return { kind: 'hidden' };
  if (order.can[action]) return { kind: 'enabled' };
  const reason = LOCAL_RULE[action](order.type, order.status)
    ? `This order cannot be ${action === 'amend' ? 'amended' : 'cancelled'} right now`
    : statusRefusal[action](order.status);
  return { kind: 'refused', reason };
}

/**
 * Print packaging list: a draft has not been booked with the warehouse and a cancelled order
 * will never be packed, so neither has a packaging list to print.
 */
export function printState(order: Pick<OrderDetail, 'status'>): ActionState {
  if (order.status === 'draft' || order.status === 'cancelled') return { kind: 'hidden' };
  return { kind: 'enabled' };
}

/**
 * Whether the lines and the shipment may be edited now, and if not, why: 'amend it first' where
 * amending is possible, else that the order can no longer change.
 */
export function editState(order: OrderFacts): ActionState {
  if (order.can.edit) return { kind: 'enabled' };
  const reason = canAmend(order.type, order.status)
    ? statusRefusal.edit(order.status)
    : `An order that is ${ORDER_STATUS_LABEL[order.status]} can no longer be changed`;
  return { kind: 'refused', reason };
}

/** The filename of an order's packaging list. */
export const packagingListFilename = (reference: string) =>
  `packaging-list-${reference.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
