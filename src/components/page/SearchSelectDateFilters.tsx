import type { ListState } from '@/core/routing/urlState';
import {
  ListClearFilters,
  ListDateRange,
  ListFilterBar,
  ListSelectFilter,
  type ListSelectFilterProps,
} from './ListFilters';
import { ListSearch } from './ListSearch';

/** What tells one such toolbar from another: its words, its select's options and its ids. */
export interface SearchSelectDateConfig {
  /** Prefix of the controls' ids, unique on the page: `<prefix>-<select name>`, `<prefix>-date`. */
  idPrefix: string;
  search: { label: string; placeholder: string; width: number };
  select: Omit<ListSelectFilterProps, 'list' | 'id'>;
  dateLabel: string;
}

/**
 * The toolbar of a list that is searched, narrowed by one select and bounded by a date range
 * (the invoices, the wallet). Each writes its URL parameter at once (which takes the list back to
 * page 1); 'Clear filters' drops the filters and the search.
 */
export function SearchSelectDateFilters({
  list,
  idPrefix,
  search,
  select,
  dateLabel,
}: SearchSelectDateConfig & { list: ListState }) {
  return (
    <ListFilterBar list={list}>
      <ListSearch
        list={list}
        label={search.label}
        placeholder={search.placeholder}
        style={{ width: search.width }}
      />
      <ListSelectFilter {...select} list={list} id={`${idPrefix}-${select.name}`} />
      <ListDateRange list={list} id={`${idPrefix}-date`} label={dateLabel} />
      <ListClearFilters list={list} search />
    </ListFilterBar>
  );
}
