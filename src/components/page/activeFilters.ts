/** The 'Filters' button's words: 'Filters', or 'Filters (2)' while two filters narrow the list. */
export function filtersButtonText(active: number): string {
  return active > 0 ? `Filters (${active})` : 'Filters';
}

// The two ends of one date range: `date_from`/`date_to`, `created_from`/`created_to`.
const RANGE_END = /_(from|to)$/;

/**
 * How many filters narrow a server list, from its URL filters: a date range counts once, however
 * many of its ends are set, and an empty value counts not at all.
 */
export function activeFilterCount(filters: Readonly<Record<string, string | undefined>>): number {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name]) => name.replace(RANGE_END, ''));
  return new Set(set).size;
}
