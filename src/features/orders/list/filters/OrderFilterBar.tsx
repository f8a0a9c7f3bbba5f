import { Select } from 'antd';
import type { ListState } from '@/core/routing/urlState';
import {
  ListClearFilters,
  ListDateRange,
  ListFilterBar,
  ListFilterField,
  ListSelectFilter,
  type ListSelectFilterProps,
} from '@/components/page/ListFilters';
import { useCountries } from '@/components/hooks/useCountries';
import { SUB_TYPES_OF, ORDER_SOURCES, type OrderDirection } from '@/domain/contract';
import {
  ORDER_STATUS_LABEL,
  SOURCE_LABEL,
  STATUSES_OF,
  SUB_TYPE_LABEL,
} from '@/domain/orders/status';
import { useGetOrderFormOptionsQuery } from '../../api';
import {
  ADDRESS_VALIDATION_LABEL,
  ADDRESS_VALIDATIONS,
  joinValues,
  splitValues,
} from '../orderListConfig';
import { TrackingFilter } from './TrackingFilter';

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

  // The bar's single-choice filters share their list, id scheme and width.
  const single = (name: string): Pick<ListSelectFilterProps, 'list' | 'name' | 'id' | 'width'> => ({
    list,
    name,
    id: id(name),
    width: 160,
  });

  const methods = options.data?.shipping_methods ?? [];
  // An outbound order's carrier is its shipping method's; an inbound one's, the supplier's choice.
  const carriers =
    direction === 'outbound' && methods.length > 0
      ? [...new Set(methods.map((m) => m.carrier))].sort()
      : (options.data?.carriers ?? []);

  return (
    <ListFilterBar className="order-filter-bar" list={list}>
      {offered.has('sub_type') && (
        <ListSelectFilter
          {...single('sub_type')}
          label="Order type"
          options={SUB_TYPES_OF[direction].map((t) => ({ value: t, label: SUB_TYPE_LABEL[t] }))}
        />
      )}
      {offered.has('warehouse_id') && (
        <ListSelectFilter
          {...single('warehouse_id')}
          label="Location"
          loading={options.isLoading}
          options={(options.data?.warehouses ?? []).map((w) => ({
            value: String(w.id),
            label: w.name,
          }))}
        />
      )}
      {offered.has('status') && (
        <ListFilterField id={id('status')} label="Status">
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
        </ListFilterField>
      )}
      {offered.has('created_from') && (
        <ListDateRange
          list={list}
          id={id('created')}
          label="Create date"
          from="created_from"
          to="created_to"
          placeholder={['Created from', 'Created to']}
        />
      )}
      {offered.has('shipping_method') && methods.length > 0 && (
        <ListSelectFilter
          {...single('shipping_method')}
          label="Shipping"
          search
          options={methods.map((m) => ({ value: m.code, label: m.label }))}
        />
      )}
      {offered.has('carrier') && (
        <ListSelectFilter
          {...single('carrier')}
          label="Carrier"
          loading={options.isLoading}
          options={carriers.map((c) => ({ value: c, label: c }))}
        />
      )}
      {offered.has('country') && (
        <ListSelectFilter
          {...single('country')}
          label="Country"
          loading={countriesLoading}
          search
          options={countries.map((c) => ({ value: c.iso2, label: c.text }))}
        />
      )}
      {offered.has('address_validation') && direction === 'outbound' && (
        <ListSelectFilter
          {...single('address_validation')}
          label="Address validation"
          options={ADDRESS_VALIDATIONS.map((v) => ({
            value: v,
            label: ADDRESS_VALIDATION_LABEL[v],
          }))}
        />
      )}
      {offered.has('tracking_number') && (
        <ListFilterField id={id('tracking_number')} label="Tracking number">
          <TrackingFilter
            id={id('tracking_number')}
            value={filters.tracking_number ?? ''}
            onCommit={(value) => set('tracking_number', value)}
          />
        </ListFilterField>
      )}
      {offered.has('source') && (
        <ListSelectFilter
          {...single('source')}
          label="Sub type"
          options={ORDER_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
        />
      )}
      <ListClearFilters list={list} />
    </ListFilterBar>
  );
}
