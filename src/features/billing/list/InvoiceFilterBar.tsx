import { Button, Flex, Select } from 'antd';
import type { ListState } from '@/components/hooks/useListParams';
import { ListDateRange, ListFilterField } from '@/components/page/ListFilters';
import { ListSearch } from '@/components/page/ListSearch';
import { INVOICE_STATUS_FILTER_OPTIONS } from '../invoiceStatus';

/**
 * The invoice list's search and filters. Each writes its URL parameter at once (which takes the
 * list back to page 1); 'Clear filters' drops the filters and the search.
 */
export function InvoiceFilterBar({ list }: { list: ListState }) {
  const { filters, query } = list.params;
  const anySet = Object.keys(filters).length > 0 || query !== '';
  return (
    <Flex wrap gap={12} align="end" role="group" aria-label="Filters">
      <ListSearch
        list={list}
        label="Search invoices"
        placeholder="Document number or tax reference"
        style={{ width: 320 }}
      />
      <ListFilterField id="invoice-filter-status" label="Status">
        <Select
          id="invoice-filter-status"
          allowClear
          placeholder="Any"
          style={{ width: 200 }}
          value={filters.status ?? null}
          onChange={(value: string | null | undefined) =>
            list.update({ filters: { status: value ?? undefined } })
          }
          options={INVOICE_STATUS_FILTER_OPTIONS}
        />
      </ListFilterField>
      <ListDateRange list={list} id="invoice-filter-date" label="Invoice date" />
      <Button
        disabled={!anySet}
        onClick={() =>
          list.update({
            query: '',
            filters: { status: undefined, date_from: undefined, date_to: undefined },
          })
        }
      >
        Clear filters
      </Button>
    </Flex>
  );
}
