import { routeAllows } from '@/core/permissions/routeAllows';
import { flattenRoutes, type AppRoute } from '@/core/routing/routeHandle';
import type { User } from '@/domain/contract';
import { isAllowed, type PermissionSubject } from '@/domain/permissions/accessControl';
import { bundlePaths } from '@/features/bundles/paths';
import { orderPaths } from '@/features/orders/paths';
import { customerPaths, supplierPaths } from '@/features/partners/paths';
import { productPaths } from '@/features/products/paths';
import { supportPaths } from '@/features/support/paths';

/** The fewest characters the general search runs on; shorter text only filters screens and actions. */
export const GENERAL_SEARCH_MIN = 3;

/** Something the palette offers without asking the server: a screen, an action, a recent record. */
export interface PaletteEntry {
  id: string;
  label: string;
  /** A second line: the section of a screen, the kind of a record. */
  hint?: string;
  /** Where choosing it goes; an action that does something else has `run` instead. */
  path?: string;
  /** An organisation switch, by the organisation's uid. */
  switchTo?: string;
}

/** The pages that are places, not steps: system pages and redirections are never offered. */
const NOT_A_DESTINATION = new Set(['/404', '/500', '/not-allowed', '/redirection']);

/** A route the guard lets the subject open (shared with the keyboard shortcuts). */
export { routeAllows };

/**
 * Every screen the role may open, read from the route table (so the guard's rules apply): the
 * routes with a title and no parameter that are neither a form ('…/new', '…/edit', '…/bulk-edit')
 * nor a system page, named by their title with the side navigation's section (or Settings) beside
 * it.
 */
export function screenEntries(routes: AppRoute[], subject: PermissionSubject): PaletteEntry[] {
  return flattenRoutes(routes)
    .filter(({ handle }) => handle.title && !handle.public)
    .filter(({ pattern }) => !pattern.includes(':') && !/[/-](new|edit)$/.test(pattern))
    .filter(({ pattern }) => !NOT_A_DESTINATION.has(pattern))
    .filter(({ handle }) => isAllowed(subject, handle))
    .map(({ pattern, handle }) => ({
      id: `screen:${pattern}`,
      label: handle.title ?? pattern,
      hint: handle.nav?.section ?? (pattern.startsWith('/settings') ? 'Settings' : 'Home'),
      path: pattern,
    }));
}

const CREATE_ACTIONS: readonly { label: string; path: string }[] = [
  { label: 'New outbound order', path: orderPaths.new('outbound') },
  { label: 'New inbound order', path: orderPaths.new('inbound') },
  { label: 'Add product', path: productPaths.new },
  { label: 'Add bundle', path: bundlePaths.new },
  { label: 'Add supplier', path: supplierPaths.new },
  { label: 'Add customer', path: customerPaths.new },
  { label: 'New chat', path: supportPaths.newChat() },
];

/** What the user may do from anywhere: the creates their role allows, and switching organisation. */
export function actionEntries(routes: AppRoute[], user: User): PaletteEntry[] {
  const creates = CREATE_ACTIONS.filter((a) => routeAllows(routes, user, a.path)).map((a) => ({
    id: `action:${a.path}`,
    label: a.label,
    hint: 'Action',
    path: a.path,
  }));
  const switches = user.organisations
    .filter((o) => o.uid !== user.x_organisation_uid)
    .map((o) => ({
      id: `switch:${o.uid}`,
      label: `Switch organisation to ${o.name}`,
      hint: 'Organisation',
      switchTo: o.uid,
    }));
  return [...creates, ...switches];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#]+/u)
    .filter(Boolean);

/**
 * Entries where every word typed starts a word of the label or hint, in any case and order:
 * 'in' finds Inbound Orders and Inventory, not Billing; 'out ord' finds Outbound Orders.
 */
export function filterEntries(entries: readonly PaletteEntry[], text: string): PaletteEntry[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [...entries];
  return entries.filter((e) => {
    const words = wordsOf(`${e.label} ${e.hint ?? ''}`);
    return typed.every((t) => words.some((w) => w.startsWith(t)));
  });
}
