import { DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ListState } from '../hooks/useListParams';
import './listFilters.css';

const DAY = 'YYYY-MM-DD';

const parseDay = (value: string | undefined): Dayjs | null => {
  const day = value ? dayjs(value, DAY) : null;
  return day?.isValid() ? day : null;
};

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

export interface ListDateRangeProps {
  list: ListState;
  /** Id prefix of the two inputs (`<id>-start`, `<id>-end`), unique on the page. */
  id: string;
  label: string;
  /** The URL (and server) names of the range's ends; `date_from`/`date_to` when left out. */
  from?: string;
  to?: string;
  placeholder?: [string, string];
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
}: ListDateRangeProps) {
  const { filters } = list.params;
  return (
    <ListFilterField id={`${id}-start`} label={label}>
      <DatePicker.RangePicker
        id={{ start: `${id}-start`, end: `${id}-end` }}
        placeholder={placeholder}
        allowEmpty={[true, true]}
        value={[parseDay(filters[from]), parseDay(filters[to])]}
        onChange={(range) =>
          list.update({
            filters: { [from]: range?.[0]?.format(DAY), [to]: range?.[1]?.format(DAY) },
          })
        }
      />
    </ListFilterField>
  );
}
