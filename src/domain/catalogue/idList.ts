import { fieldMessages } from '../fields/registry';
import { BULK_EDIT_MAX_ITEMS } from './bulkEdit';

/**
 * The `ids` filter of GET items?ids=1,2,3: many products read by id in one request. Both sides
 * read it here: the simulator refuses what this refuses, and the bulk editor splits a selection
 * into requests of at most ITEMS_BY_ID_MAX ids.
 */

/** Ids one read may name: a whole bulk edit (BULK_EDIT_MAX_ITEMS) in one request. */
export const ITEMS_BY_ID_MAX = BULK_EDIT_MAX_ITEMS;

export const ID_LIST_MESSAGES = {
  required: fieldMessages.required('Ids'),
  invalid: 'Ids must be whole numbers greater than 0, separated by commas',
  tooMany: `Ids must have at most ${ITEMS_BY_ID_MAX} ids`,
} as const;

export type IdListReading = { ids: number[] } | { problem: string };

/** "1,2,3" (spaces around an id allowed) → the distinct ids in order, or why it is refused. */
export function readIdList(raw: string | null | undefined): IdListReading {
  if (raw === null || raw === undefined || raw.trim() === '')
    return { problem: ID_LIST_MESSAGES.required };
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > ITEMS_BY_ID_MAX) return { problem: ID_LIST_MESSAGES.tooMany };
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^\d+$/.test(part) ? Number(part) : 0;
    if (id < 1 || !Number.isSafeInteger(id)) return { problem: ID_LIST_MESSAGES.invalid };
    ids.push(id);
  }
  return { ids: [...new Set(ids)] };
}

/** The ids as the filter writes them. */
export const idListParam = (ids: readonly number[]): string => ids.join(',');

/** The ids in requests of at most `size` each, in order. */
export function inChunks<T>(items: readonly T[], size = ITEMS_BY_ID_MAX): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < items.length; from += size) chunks.push(items.slice(from, from + size));
  return chunks;
}
