import Papa from 'papaparse';
import type { CategoryRef } from '@/domain/contract';
import { TEXT_CELLS, type BulkCell, type BulkDraft } from './bulkRows';

/**
 * Text pasted into one cell, read as a spreadsheet copies a range: tab-separated, one line per
 * row. A single value (no line break) is an ordinary paste and gives null; otherwise the first
 * column of every line, trimmed (a trailing blank line, which spreadsheets add, is dropped).
 */
export function pastedColumn(text: string): string[] | null {
  const body = text.replace(/(\r?\n)+$/, '');
  if (!/[\r\n]/.test(body)) return null;
  const parsed = Papa.parse<string[]>(body, { delimiter: '\t', skipEmptyLines: false });
  return parsed.data.map((cells) => (cells[0] ?? '').trim());
}

/** What a pasted column does to the cells below: one patch per value, null where it fits none. */
export interface PastedCells {
  patches: (Partial<BulkDraft> | null)[];
  /** The values that fit no choice of a Category or Archive cell (left as they were). */
  unmatched: string[];
}

/**
 * How a spreadsheet writes "archive this" and "keep it", as the Archive cell reads them. An empty
 * value keeps the product, as an unticked box does.
 */
const ARCHIVE_WORDS = new Map<string, boolean>([
  ...['yes', 'y', 'true', '1', 'x', 'archive', 'archived'].map((w) => [w, true] as const),
  ...['no', 'n', 'false', '0', '', 'active', 'keep'].map((w) => [w, false] as const),
]);

/**
 * The patches a pasted column makes, value by value. Number cells take the text as typed (their
 * checks run as for typing); a Category cell takes a category's name, in any case, or a blank
 * for "No category"; an Archive cell takes yes/no words (ARCHIVE_WORDS). A value that names no
 * choice leaves its cell as it was and is listed in `unmatched`, so nothing is guessed.
 */
export function pastedCells(
  cell: BulkCell,
  values: readonly string[],
  categories: readonly Pick<CategoryRef, 'id' | 'name'>[],
): PastedCells {
  if (TEXT_CELLS.includes(cell))
    return { patches: values.map((value) => ({ [cell]: value })), unmatched: [] };
  const byName = new Map(categories.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const choiceOf = (key: string): Partial<BulkDraft> | null => {
    if (cell !== 'category_id') {
      const archive = ARCHIVE_WORDS.get(key);
      return archive === undefined ? null : { archive };
    }
    if (key === '') return { category_id: null };
    const id = byName.get(key);
    return id === undefined ? null : { category_id: id };
  };
  const patches = values.map((value) => choiceOf(value.trim().toLowerCase()));
  const unmatched = values.filter((_, i) => patches[i] === null);
  return { patches, unmatched };
}
