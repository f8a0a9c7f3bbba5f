import { bundlePaths } from '@/features/bundles/paths';
import { billingPaths } from '@/features/billing/paths';
import { dashboardPaths } from '@/features/dashboard/paths';
import { orderPaths } from '@/features/orders/paths';
import { customerPaths, supplierPaths } from '@/features/partners/paths';
import { productPaths } from '@/features/products/paths';
import { reportPaths } from '@/features/reports/paths';
import { supportPaths } from '@/features/support/paths';
import { walletPaths } from '@/features/wallet/paths';

/*
 * The one list of keyboard shortcuts: the key handler (useShortcuts) acts on it and the '?'
 * overlay prints it, so the two cannot disagree.
 */

/** A section `g` then a letter goes to. Its route (and so the guard's rule) is the path's. */
export interface GoTarget {
  letter: string;
  label: string;
  path: string;
}

export const GO_TARGETS: readonly GoTarget[] = [
  { letter: 'd', label: 'Dashboard', path: dashboardPaths.home },
  { letter: 'p', label: 'Products', path: productPaths.list },
  { letter: 'b', label: 'Bundles', path: bundlePaths.list },
  { letter: 'o', label: 'Outbound Orders', path: orderPaths.list('outbound') },
  { letter: 'i', label: 'Inbound Orders', path: orderPaths.list('inbound') },
  { letter: 'r', label: 'Returns', path: orderPaths.returns },
  { letter: 's', label: 'Support chats', path: supportPaths.chats },
  { letter: 'c', label: 'Customers', path: customerPaths.list },
  { letter: 'u', label: 'Suppliers', path: supplierPaths.list },
  { letter: 't', label: 'Inventory report', path: reportPaths.inventory },
  { letter: 'f', label: 'Billing', path: billingPaths.invoices },
  { letter: 'w', label: 'Wallet', path: walletPaths.wallet },
];

/** How long `g` waits for its letter: long enough to type, short enough not to surprise. */
export const GO_TIMEOUT_MS = 1000;

/** One line of the '?' overlay: the keys pressed in turn, and what they do. */
export interface ShortcutHelp {
  keys: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly ShortcutHelp[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['Ctrl', 'K'], does: 'Search and go to (⌘ K on a Mac)' },
      { keys: ['?'], does: 'Show these shortcuts' },
    ],
  },
  {
    title: 'On a list',
    shortcuts: [
      { keys: ['/'], does: "Focus the list's search box" },
      { keys: ['n'], does: 'Add a new record (when your role may)' },
      { keys: ['↓', '↑'], does: 'Move between rows (from the search box: to the first row)' },
      { keys: ['Home', 'End'], does: 'First or last row' },
      { keys: ['Enter'], does: "Open the row's record" },
    ],
  },
  {
    title: 'Go to',
    shortcuts: GO_TARGETS.map((t) => ({ keys: ['g', t.letter], does: t.label })),
  },
];

/** What a key press asks for, once the handler decided it is a shortcut at all. */
export type ShortcutAction =
  { type: 'search' } | { type: 'new' } | { type: 'help' } | { type: 'go'; target: GoTarget };

/** `g` pressed at this time, waiting for its letter; null when nothing is waiting. */
export type SequenceState = { goPressedAt: number | null };

export const IDLE: SequenceState = { goPressedAt: null };

/** Whether `g` was pressed and its letter may still come at `now`. */
export const isWaitingForLetter = (state: SequenceState, now: number) =>
  state.goPressedAt !== null && now - state.goPressedAt <= GO_TIMEOUT_MS;

/**
 * The next state and the action (if any) of one key, pressed at `now` (ms). `g` waits for a
 * letter for GO_TIMEOUT_MS; a letter after that is read on its own, and any other key cancels.
 */
export function readKey(
  state: SequenceState,
  key: string,
  now: number,
): { state: SequenceState; action: ShortcutAction | null } {
  if (isWaitingForLetter(state, now)) {
    const target = GO_TARGETS.find((t) => t.letter === key);
    return { state: IDLE, action: target ? { type: 'go', target } : null };
  }
  switch (key) {
    case 'g':
      return { state: { goPressedAt: now }, action: null };
    case '/':
      return { state: IDLE, action: { type: 'search' } };
    case 'n':
      return { state: IDLE, action: { type: 'new' } };
    case '?':
      return { state: IDLE, action: { type: 'help' } };
    default:
      return { state: IDLE, action: null };
  }
}
