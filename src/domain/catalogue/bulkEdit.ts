import { isAllowed, type PermissionSubject } from '../permissions/accessControl';
import type { ProductFieldName } from './productFields';

/**
 * Editing many products at once (POST items/bulk-update and the product list's bulk editor).
 * The one rule both sides read: the list offers the selection only to whom the server accepts.
 */

/** Costs are shown to roles with the `finance` marker; others see them masked as '***'. */
export const SEES_COSTS_RULE = { permission: 'finance' } as const;
export const EDIT_RULE = { permission: 'edit' } as const;

/** Does this role see the cost values masked? */
export const costsMasked = (subject: PermissionSubject): boolean =>
  !isAllowed(subject, SEES_COSTS_RULE);

/**
 * May this role edit in bulk? Only a role that may edit and reads the costs: a role that sees
 * '***' may not overwrite values it cannot read.
 */
export const mayBulkEdit = (subject: PermissionSubject): boolean =>
  isAllowed(subject, EDIT_RULE) && !costsMasked(subject);

/** The product fields a bulk row may change, as the single edit names them. */
export const BULK_EDIT_FIELDS = [
  'supplier_value',
  'sales_value',
  'category_id',
  'lower_limit',
] as const satisfies readonly ProductFieldName[];
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];

/**
 * Products one bulk edit may hold: a grid a person can still review line by line, and one
 * request the server validates at once.
 */
export const BULK_EDIT_MAX_ITEMS = 200;

export const BULK_MESSAGES = {
  refused: 'Access restricted due to your current role permissions',
  empty: 'Items must have at least 1 item',
  tooMany: `Items must have at most ${BULK_EDIT_MAX_ITEMS} items`,
  notFound: 'Product was not found',
  duplicate: 'Product appears more than once',
  archivedLabel: 'Archived',
  updated: 'Products unit cost values updated successfully',
} as const;
