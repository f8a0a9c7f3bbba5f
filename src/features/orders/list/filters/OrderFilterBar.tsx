import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListState } from '@/components/hooks/useListParams';
import { useCountries } from '@/components/hooks/useCountries';
import { SUB_TYPES_OF, ORDER_SOURCES, type OrderDirection } from '@/api/contract';
import { ORDER_STATUS_LABEL, SOURCE_LABEL, STATUSES_OF, SUB_TYPE_LABEL } from '@/lib/orders/status';
import { useGetOrderFormOptionsQuery } from '../../api';
import {
  ADDRESS_VALIDATION_LABEL,
  ADDRESS_VALIDATIONS,
  joinValues,
  splitValues,
} from '../orderListConfig';
import { FilterField } from './FilterField';
import { TrackingFilter } from './TrackingFilter';

const DAY = 'YYYY-MM-DD';

const parseDay = (value: string | undefined): Dayjs | null => {
  const day = value ? dayjs(value, DAY) : null;
  return day?.isValid() ? day : null;
};

export interface OrderFilterBarProps {
  list: ListState;
  /** Which orders: it decides the types, statuses and locations offered. */
  direction: OrderDirection;
  /** Id prefix of the controls, unique on the page. */
  idPrefix: string;
}

/**
 * The order list's filters in one wrapping row. Each writes its URL parameter at once (the
 * server's own name), which takes the list back to page 1; 'Clear filters' drops them all and
 * keeps the search and the sort.
 */
export function OrderFilterBar({ list, direction, idPrefix }: OrderFilterBarProps) {
  const { filters } = list.params;
  const offered = new Set(list.config.filters ?? []);
  const options = useGetOrderFormOptionsQuery(direction);
  const { countries, loading: countriesLoading } = useCountries();
  const set = (name: string, value: string | undefined) =>
    list.update({ filters: { [name]: value } });
  const id = (name: string) => `${idPrefix}-${name}`;
  const anySet = Object.keys(filters).length > 0;

  const clearAll = () =>
    list.update({
      filters: Object.fromEntries((list.config.filters ?? []).map((f) => [f, undefined])),
    });

  const single = (name: string) => ({
    id: id(name),
    allowClear: true,
    value: filters[name] ?? null,
    onChange: (value: string | null | undefined) => set(name, value ?? undefined),
    placeholder: 'Any',
    style: { width: 160 },
  });

  const methods = options.data?.shipping_methods ?? [];
  // An outbound order's carrier is its shipping method's; an inbound one's, the supplier's choice.
  const carriers =
    direction === 'outbound' && methods.length > 0
      ? [...new Set(methods.map((m) => m.carrier))].sort()
      : (options.data?.carriers ?? []);

  return (
    <Flex wrap gap={12} align="end" className="order-filter-bar" role="group" aria-label="Filters">
      {offered.has('sub_type') && (
        <FilterField id={id('sub_type')} label="Order type">
          <Select
            {...single('sub_type')}
            options={SUB_TYPES_OF[direction].map((t) => ({ value: t, label: SUB_TYPE_LABEL[t] }))}
          />
        </FilterField>
      )}
      {offered.has('warehouse_id') && (
        <FilterField id={id('warehouse_id')} label="Location">
          <Select
            {...single('warehouse_id')}
            loading={options.isLoading}
            options={(options.data?.warehouses ?? []).map((w) => ({
              value: String(w.id),
              label: w.name,
            }))}
          />
        </FilterField>
      )}
      {offered.has('status') && (
        <FilterField id={id('status')} label="Status">
          <Select
            id={id('status')}
            mode="multiple"
            allowClear
            maxTagCount={2}
            placeholder="Any"
            style={{ minWidth: 200 }}
            value={splitValues(filters.status)}
            onChange={(values: string[]) => set('status', joinValues(values))}
            options={STATUSES_OF[direction].map((s) => ({
              value: s,
              label: ORDER_STATUS_LABEL[s],
            }))}
          />
        </FilterField>
      )}
      {offered.has('created_from') && (
        <FilterField id={`${id('created')}-start`} label="Create date">
          <DatePicker.RangePicker
            id={{ start: `${id('created')}-start`, end: `${id('created')}-end` }}
            placeholder={['Created from', 'Created to']}
            allowEmpty={[true, true]}
            value={[parseDay(filters.created_from), parseDay(filters.created_to)]}
            onChange={(range) =>
              list.update({
                filters: {
                  created_from: range?.[0]?.format(DAY),
                  created_to: range?.[1]?.format(DAY),
                },
              })
            }
          />
        </FilterField>
      )}
      {offered.has('shipping_method') && methods.length > 0 && (
        <FilterField id={id('shipping_method')} label="Shipping">
          <Select
            {...single('shipping_method')}
            showSearch={{ optionFilterProp: 'label' }}
            options={methods.map((m) => ({ value: m.code, label: m.label }))}
          />
        </FilterField>
      )}
      {offered.has('carrier') && (
        <FilterField id={id('carrier')} label="Carrier">
          <Select
            {...single('carrier')}
            loading={options.isLoading}
            options={carriers.map((c) => ({ value: c, label: c }))}
          />
        </FilterField>
      )}
      {offered.has('country') && (
        <FilterField id={id('country')} label="Country">
          <Select
            {...single('country')}
            loading={countriesLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={countries.map((c) => ({ value: c.iso2, label: c.text }))}
          />
        </FilterField>
      )}
      {offered.has('address_validation') && direction === 'outbound' && (
        <FilterField id={id('address_validation')} label="Address validation">
          <Select
            {...single('address_validation')}
            options={ADDRESS_VALIDATIONS.map((v) => ({
              value: v,
              label: ADDRESS_VALIDATION_LABEL[v],
            }))}
          />
        </FilterField>
      )}
      {offered.has('tracking_number') && (
        <FilterField id={id('tracking_number')} label="Tracking number">
          <TrackingFilter
            id={id('tracking_number')}
            value={filters.tracking_number ?? ''}
            onCommit={(value) => set('tracking_number', value)}
          />
        </FilterField>
      )}
      {offered.has('source') && (
        <FilterField id={id('source')} label="Sub type">
          <Select
            {...single('source')}
            options={ORDER_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
          />
        </FilterField>
      )}
      <Button onClick={clearAll} disabled={!anySet}>
        Clear filters
      </Button>
    </Flex>
  );
}
