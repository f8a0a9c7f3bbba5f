import type { ListState } from '@/core/routing/urlState';
import {
  ListClearFilters,
  ListDateRange,
  ListFilterBar,
  ListSelectFilter,
} from '@/components/page/ListFilters';
import { ListSearch } from '@/components/page/ListSearch';
import { INVOICE_STATUS_FILTER_OPTIONS } from '../invoiceStatus';

/**
 * The invoice list's search and filters. Each writes its URL parameter at once (which takes the
 * list back to page 1); 'Clear filters' drops the filters and the search.
 */
export function InvoiceFilterBar({ list }: { list: ListState }) {
  return (
    <ListFilterBar>
      <ListSearch
        list={list}
        label="Search invoices"
        placeholder="Document number or tax reference"
        style={{ width: 320 }}
      />
      <ListSelectFilter
        list={list}
        name="status"
        id="invoice-filter-status"
        label="Status"
        width={200}
        options={INVOICE_STATUS_FILTER_OPTIONS}
      />
      <ListDateRange list={list} id="invoice-filter-date" label="Invoice date" />
      <ListClearFilters list={list} search />
    </ListFilterBar>
  );
}
