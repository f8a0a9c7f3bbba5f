import type { ListState } from '@/core/routing/urlState';
import { ListDateRange, ListSelectFilter } from '@/components/page/ListFilters';
import type { ReportOption } from '@/domain/contract';

export interface SelectFilterProps {
  list: ListState;
  /** The URL (and server) name of the filter. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  loading?: boolean;
  /** The value when none is in the URL (a select that always has one, like 'Group by'). */
  fallback?: string;
  width?: number;
}

/** A report filter as the kit's select; a long list (more than eight choices) can be typed into. */
export function SelectFilter(props: SelectFilterProps) {
  return (
    <ListSelectFilter
      {...props}
      id={`report-filter-${props.name}`}
      search={props.options.length > 8}
    />
  );
}

/** Warehouses or categories as select options (ids travel as strings in the URL). */
export const optionsOf = (records: readonly ReportOption[] | undefined) =>
  (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));

export interface RecordFilterProps {
  list: ListState;
  /** The report's answer's options (`data?.options.warehouses`); loading until it has come. */
  records: readonly ReportOption[] | undefined;
}

/** Select one of the records a report answered as its options, by id (`?<name>=<id>`). */
function recordFilter(name: string, label: string) {
  return function RecordFilter({ list, records }: RecordFilterProps) {
    return (
      <SelectFilter
        list={list}
        name={name}
        label={label}
        options={optionsOf(records)}
        loading={!records}
      />
    );
  };
}

/** The 'Warehouse' filter every report has (`?warehouse_id=`). */
export const WarehouseFilter = recordFilter('warehouse_id', 'Warehouse');
/** The inventory's 'Category' filter (`?category_id=`). */
export const CategoryFilter = recordFilter('category_id', 'Category');

export interface DateRangeFilterProps {
  list: ListState;
  /** The range the report shows: the URL's, or the default the server applied. */
  shown: { from: string; to: string } | undefined;
}

/**
 * The report's date range (?from=&to=, merchant days). Until a person picks one the picker shows
 * the default range the server answered for; picking writes both ends to the URL.
 */
export function DateRangeFilter({ list, shown }: DateRangeFilterProps) {
  return (
    <ListDateRange
      list={list}
      id="report-filter-range"
      label="Date range"
      from="from"
      to="to"
      required
      shown={shown}
    />
  );
}
