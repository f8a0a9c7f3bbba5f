import type { ActionCenterItem, ActionCenterKind } from '@/domain/contract';
import { billingPaths } from '@/features/billing/paths';
import { orderPaths } from '@/features/orders/paths';
import { supportPaths } from '@/features/support/paths';
import type { AccessRule } from '@/domain/permissions/accessControl';

/** One card of the action center: what it counts, where its list is, what it says at zero. */
export interface ActionCard {
  kind: ActionCenterKind;
  group: string;
  label: string;
  /** The list behind the card, filtered to what it counts. */
  to: string;
  /** One record of the card's list. */
  itemPath: (item: ActionCenterItem) => string;
  /** What the card says when nothing waits. */
  zero: string;
  /** Who may see it; the server refuses the others too. */
  rule?: AccessRule;
}

const outbound = (status: string) => orderPaths.listWith('outbound', { status });
const outboundOrder = (item: ActionCenterItem) => orderPaths.summary('outbound', item.id);

/** The action center: what needs the merchant's attention now, each opening the list behind it. */
export const ACTION_CARDS: readonly ActionCard[] = [
  {
    kind: 'no-stock',
    group: 'Outbounds',
    label: 'No Stock',
    to: outbound('no_stock'),
    itemPath: outboundOrder,
    zero: 'Every outbound order has its stock.',
  },
  {
    kind: 'amending',
    group: 'Outbounds',
    label: 'Amending',
    to: outbound('amending'),
    itemPath: outboundOrder,
    zero: 'No outbound order is being amended.',
  },
  {
    kind: 'in-progress',
    group: 'Outbounds',
    label: 'In Progress',
    to: outbound('in_progress'),
    itemPath: outboundOrder,
    zero: 'No outbound order is in progress.',
  },
  {
    kind: 'unpaid-invoices',
    group: 'Invoices',
    label: 'Unpaid',
    to: billingPaths.invoicesWith({ status: 'unpaid' }),
    itemPath: (item) => billingPaths.invoice(item.id),
    zero: 'All invoices are paid.',
    rule: { permission: 'finance' },
  },
  {
    kind: 'unread-messages',
    group: 'Messages',
    label: 'Unread',
    to: `${supportPaths.chats}?status=open&unread=1`,
    itemPath: (item) => supportPaths.chat(item.uid ?? item.id),
    zero: 'You have read every reply.',
  },
];

/** How many of a card's records it lists under its count. */
export const ITEMS_SHOWN = 3;
