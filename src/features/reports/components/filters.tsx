import { DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ListState } from '@/components/hooks/useListParams';
import type { ReportOption } from '@/api/contract';

const DAY = 'YYYY-MM-DD';

/**
 * A report filter: a visible label tied to its control, so the control's accessible name is the
 * word a person sees ('Warehouse', 'Category') even once a value hides the placeholder.
 */
export function FilterField({
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
      <label htmlFor={id} className="report-filter-label">
        {label}
      </label>
      {children}
    </Flex>
  );
}

/** The filters' row: wraps on a narrow screen; named so a screen reader finds it. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex wrap gap={12} align="end" role="group" aria-label="Filters">
      {children}
    </Flex>
  );
}

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

/** One filter as a select: setting it writes the URL (back to page 1); clearing removes it. */
export function SelectFilter({
  list,
  name,
  label,
  options,
  loading,
  fallback,
  width = 180,
}: SelectFilterProps) {
  const id = `report-filter-${name}`;
  return (
    <FilterField id={id} label={label}>
      <Select
        id={id}
        allowClear={fallback === undefined}
        placeholder="Any"
        loading={loading}
        style={{ width }}
        showSearch={options.length > 8 ? { optionFilterProp: 'label' } : undefined}
        value={list.params.filters[name] ?? fallback ?? null}
        onChange={(value: string | null | undefined) =>
          list.update({
            filters: { [name]: value === fallback ? undefined : (value ?? undefined) },
          })
        }
        options={[...options]}
      />
    </FilterField>
  );
}

/** Warehouses or categories as select options (ids travel as strings in the URL). */
export const optionsOf = (records: readonly ReportOption[] | undefined) =>
  (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));

const parseDay = (value: string | undefined): Dayjs | null => {
  const day = value ? dayjs(value, DAY) : null;
  return day?.isValid() ? day : null;
};

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
  const { filters } = list.params;
  const id = 'report-filter-range';
  return (
    <FilterField id={`${id}-start`} label="Date range">
      <DatePicker.RangePicker
        id={{ start: `${id}-start`, end: `${id}-end` }}
        placeholder={['From', 'To']}
        format={DAY}
        allowClear={false}
        value={[parseDay(filters.from ?? shown?.from), parseDay(filters.to ?? shown?.to)]}
        onChange={(range) =>
          list.update({
            filters: { from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) },
          })
        }
      />
    </FilterField>
  );
}
