import { STORAGE_PREFIX } from '@/lib/storage';

/**
 * The products a bulk edit was opened for, kept in this tab's sessionStorage: the grid's page
 * reads them, so a reload keeps the grid, and a new tab (or a sign-out, which ends the tab's
 * session) starts without. Scoped to the organisation they were selected in.
 */
const KEY = `${STORAGE_PREFIX}bulk_edit_selection`;

interface StoredSelection {
  organisation: string;
  ids: number[];
}

export function storeBulkSelection(organisation: string, ids: number[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ organisation, ids } satisfies StoredSelection));
  } catch {
    // A refused write leaves the grid to say nothing is selected; the list is one click away.
  }
}

/** The stored ids for this organisation: whole positive numbers only (the storage is input). */
export function readBulkSelection(organisation: string): number[] {
  try {
    const raw = JSON.parse(
      sessionStorage.getItem(KEY) ?? 'null',
    ) as Partial<StoredSelection> | null;
    if (!raw || raw.organisation !== organisation || !Array.isArray(raw.ids)) return [];
    return [...new Set(raw.ids.filter((id): id is number => Number.isInteger(id) && id > 0))];
  } catch {
    return [];
  }
}
