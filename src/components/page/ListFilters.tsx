import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ISO_DAY, isoDay } from '@/domain/format/isoDay';
import type { ReactNode } from 'react';
import type { ListState } from '@/core/routing/urlState';
import { activeFilterCount } from './activeFilters';
import { FiltersDrawer } from './FiltersDrawer';
import './listFilters.css';

const parseDay = (value: string | undefined): Dayjs | null => {
  const day = value ? dayjs(value, ISO_DAY) : null;
  return day?.isValid() ? day : null;
};

/**
 * The filters' row: wraps on a narrow screen; named so a screen reader finds it. On a phone it
 * sits behind a 'Filters (n)' button that opens it in a drawer (FiltersDrawer), counting the
 * filters `list` has set.
 */
export function ListFilterBar({
  children,
  className,
  list,
}: {
  children: ReactNode;
  className?: string;
  /** The list the filters narrow: its set filters are the button's count on a phone. */
  list?: ListState;
}) {
  return (
    <FiltersDrawer active={list ? activeFilterCount(list.params.filters) : 0}>
      <Flex
        wrap
        gap={12}
        align="end"
        className={className ? `list-filter-bar ${className}` : 'list-filter-bar'}
        role="group"
        aria-label="Filters"
      >
        {children}
      </Flex>
    </FiltersDrawer>
  );
}

/**
 * One filter of a server list: a small visible label tied to its control, so the control's
 * accessible name is the word a person sees ('Status', 'Type') even once a value hides the
 * placeholder.
 */
export function ListFilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id} className="list-filter-label">
        {label}
      </label>
      {children}
    </Flex>
  );
}

export interface ListSelectFilterProps {
  list: ListState;
  /** The URL (and server) name of the filter. */
  name: string;
  /** The select's id, unique on the page. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  loading?: boolean;
  /** The value when none is in the URL (a select that always has one, like 'Group by'). */
  fallback?: string;
  width?: number;
  /** Type to narrow the options (by their label): for long lists such as countries. */
  search?: boolean;
}

/** One filter as a select: setting it writes the URL (back to page 1); clearing removes it. */
export function ListSelectFilter({
  list,
  name,
  id,
  label,
  options,
  loading,
  fallback,
  width = 180,
  search,
}: ListSelectFilterProps) {
  return (
    <ListFilterField id={id} label={label}>
      <Select
        id={id}
        allowClear={fallback === undefined}
        placeholder="Any"
        loading={loading}
        style={{ width }}
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        value={list.params.filters[name] ?? fallback ?? null}
        onChange={(value: string | null | undefined) =>
          // The fallback is what no value means, so choosing it leaves the URL clean.
          list.update({
            filters: { [name]: value === fallback ? undefined : (value ?? undefined) },
          })
        }
        options={[...options]}
      />
    </ListFilterField>
  );
}

export interface ListDateRangeProps {
  list: ListState;
  /** Id prefix of the two inputs (`<id>-start`, `<id>-end`), unique on the page. */
  id: string;
  label: string;
  /** The URL (and server) names of the range's ends; `date_from`/`date_to` when left out. */
  from?: string;
  to?: string;
  placeholder?: [string, string];
  /**
   * A range the server always applies (a report's period): it has no clear button and no open
   * end, and until a person picks one it shows `shown`, the range the server answered for.
   */
  required?: boolean;
  shown?: { from: string; to: string };
}

/**
 * A date range filter of a server list: both ends are calendar days (YYYY-MM-DD) in the URL under
 * the server's own names, either end may stay open, and a change goes back to page 1.
 */
export function ListDateRange({
  list,
  id,
  label,
  from = 'date_from',
  to = 'date_to',
  placeholder = ['From', 'To'],
  required = false,
  shown,
}: ListDateRangeProps) {
  const { filters } = list.params;
  return (
    <ListFilterField id={`${id}-start`} label={label}>
      <DatePicker.RangePicker
        id={{ start: `${id}-start`, end: `${id}-end` }}
        placeholder={placeholder}
        format={ISO_DAY}
        {...(required ? { allowClear: false } : { allowEmpty: [true, true] })}
        value={[parseDay(filters[from] ?? shown?.from), parseDay(filters[to] ?? shown?.to)]}
        onChange={(range) =>
          list.update({
            filters: {
              [from]: range?.[0] ? isoDay(range[0]) : undefined,
              [to]: range?.[1] ? isoDay(range[1]) : undefined,
            },
          })
        }
      />
    </ListFilterField>
  );
}

/**
 * 'Clear filters': drops every filter the list's config declares, and the search too when
 * `search` is set (a bar that holds its search box); disabled while there is nothing to clear.
 * The sort stays.
 */
export function ListClearFilters({ list, search = false }: { list: ListState; search?: boolean }) {
  const { filters, query } = list.params;
  const anySet = Object.keys(filters).length > 0 || (search && query !== '');
  const clear = () => {
    const none = Object.fromEntries((list.config.filters ?? []).map((f) => [f, undefined]));
    list.update(search ? { query: '', filters: none } : { filters: none });
  };
  return (
    <Button onClick={clear} disabled={!anySet}>
      Clear filters
    </Button>
  );
}
