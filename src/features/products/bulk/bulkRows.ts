import * as yup from 'yup';
import type { BulkUpdateItem, ProductDetail } from '@/domain/contract';
import { PRODUCT_LABELS } from '@/domain/catalogue/productFields';
import { productSchema } from '../form/schema';

/**
 * The bulk editor's model: one row per product, its values as loaded and as typed, the checks
 * of the product form on each cell, what changed, the request, and the server's answer per row.
 */

/** The editable cells, left to right (the keyboard moves in this order). */
export const BULK_CELLS = [
  'supplier_value',
  'sales_value',
  'category_id',
  'lower_limit',
  'archive',
] as const;
export type BulkCell = (typeof BULK_CELLS)[number];
/** The cells typed as text (a pasted column fills these). */
export const TEXT_CELLS: readonly BulkCell[] = ['supplier_value', 'sales_value', 'lower_limit'];

export const CELL_LABELS: Record<BulkCell, string> = {
  supplier_value: PRODUCT_LABELS.supplier_value,
  sales_value: PRODUCT_LABELS.sales_value,
  category_id: PRODUCT_LABELS.category_id,
  lower_limit: PRODUCT_LABELS.lower_limit,
  archive: 'Archive',
};

/** A row's values as the cells hold them: numbers as typed text. */
export interface BulkDraft {
  supplier_value: string;
  sales_value: string;
  category_id: number | null;
  lower_limit: string;
  archive: boolean;
}

export interface BulkRow {
  id: number;
  sku: string;
  title: string;
  /** The lower limit is required while the warning is on (the product form's rule). */
  low_stock_warning: boolean;
  original: BulkDraft;
  draft: BulkDraft;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function rowOf(product: ProductDetail): BulkRow {
  const original: BulkDraft = {
    supplier_value: text(product.supplier_value),
    sales_value: text(product.sales_value),
    category_id: product.category?.id ?? null,
    lower_limit: text(product.lower_limit),
    archive: false,
  };
  return {
    id: product.id,
    sku: product.sku,
    title: product.title,
    low_stock_warning: product.low_stock_warning,
    original,
    draft: original,
  };
}

/** Typed text as the form's number fields take it: blank is null, anything else is cast by yup. */
const typed = (value: string) => (value.trim() === '' ? null : value.trim());

/** The product form's own rules for these fields (form/schema.ts, built from the registry). */
const cellSchema = productSchema.pick([
  'supplier_value',
  'sales_value',
  'category_id',
  'lower_limit',
  'low_stock_warning',
]);

export type BulkErrors = Partial<Record<BulkCell, string>>;

/** Each cell's first problem under the product form's rules; empty when the row is valid. */
export function draftErrors(row: BulkRow): BulkErrors {
  const { draft } = row;
  try {
    cellSchema.validateSync(
      {
        supplier_value: typed(draft.supplier_value),
        sales_value: typed(draft.sales_value),
        category_id: draft.category_id,
        lower_limit: typed(draft.lower_limit),
        low_stock_warning: row.low_stock_warning,
      },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: BulkErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const cell = issue.path as BulkCell | undefined;
      if (cell && BULK_CELLS.includes(cell) && !errors[cell]) errors[cell] = issue.message;
    }
    return errors;
  }
}

/** A valid cell's number (the checks above passed, so it casts). */
const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export interface BulkChange {
  cell: BulkCell;
  before: string;
  after: string;
}

/**
 * What a row changes, cell by cell, as text for the review ("12.5" → "14"); a number typed
 * differently ("12.50") is no change. Category ids are named by `categoryName`.
 */
export function changesOf(row: BulkRow, categoryName: (id: number | null) => string): BulkChange[] {
  const { original: was, draft: now } = row;
  const changes: BulkChange[] = [];
  for (const cell of ['supplier_value', 'sales_value', 'lower_limit'] as const)
    if (numberOf(was[cell]) !== numberOf(now[cell]))
      changes.push({ cell, before: was[cell] || '—', after: now[cell].trim() || '—' });
  if (was.category_id !== now.category_id)
    changes.push({
      cell: 'category_id',
      before: categoryName(was.category_id),
      after: categoryName(now.category_id),
    });
  if (now.archive) changes.push({ cell: 'archive', before: 'Active', after: 'Archived' });
  return changes;
}

/** The request's line for a changed row: its id and only the fields that change. */
export function itemOf(row: BulkRow): BulkUpdateItem {
  const item: BulkUpdateItem = { id: row.id };
  for (const { cell } of changesOf(row, String)) {
    if (cell === 'archive') item.archived = true;
    else if (cell === 'category_id') item.category_id = row.draft.category_id;
    else item[cell] = numberOf(row.draft[cell]) ?? 0;
  }
  return item;
}

export type RowOutcome =
  | { status: 'updated' }
  | { status: 'refused'; messages: string[]; cells: BulkErrors }
  | { status: 'not-applied' };

export const NOT_APPLIED =
  'Not applied: the change is all or nothing, and another row was refused.';

/**
 * The server's 422 (`items[i].field` → messages) per row sent: a refused row's messages, on its
 * cells where the server names one; the other rows were not applied (the update is all or
 * nothing). `sent` is the rows' ids in the order of the request.
 */
export function outcomesOf(
  sent: readonly number[],
  fieldErrors: Record<string, string[]>,
): Map<number, RowOutcome> {
  const outcomes = new Map<number, RowOutcome>(sent.map((id) => [id, { status: 'not-applied' }]));
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = /^items\[(\d+)\]\.(\w+)$/.exec(key);
    const id = match ? sent[Number(match[1])] : undefined;
    if (id === undefined) continue;
    const field = match![2]!;
    const cell = (field === 'archived' ? 'archive' : field) as BulkCell;
    const current = outcomes.get(id)!;
    const refused =
      current.status === 'refused'
        ? current
        : { status: 'refused' as const, messages: [] as string[], cells: {} as BulkErrors };
    refused.messages.push(...messages);
    if (BULK_CELLS.includes(cell) && !refused.cells[cell]) refused.cells[cell] = messages[0];
    outcomes.set(id, refused);
  }
  return outcomes;
}
