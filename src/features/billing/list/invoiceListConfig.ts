import { INVOICE_FILTERS } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import type { SearchSelectDateConfig } from '@/components/page/SearchSelectDateFilters';
import { INVOICE_STATUS_FILTER_OPTIONS } from '../invoiceStatus';

/**
 * The invoice list's URL state, under the server's own names (?status=unpaid is the dashboard's
 * card link; date_from/date_to bound the invoice date; query searches the document number and
 * the tax reference). Newest first is the server's order: the list is not sortable.
 */
export const INVOICE_LIST: ListParamsConfig = {
  queryKey: 'query',
  filters: INVOICE_FILTERS,
};

/** The invoice list's toolbar: search, status and invoice date. */
export const INVOICE_TOOLBAR: SearchSelectDateConfig = {
  idPrefix: 'invoice-filter',
  search: { label: 'Search invoices', placeholder: 'Document number or tax reference', width: 320 },
  select: { name: 'status', label: 'Status', width: 200, options: INVOICE_STATUS_FILTER_OPTIONS },
  dateLabel: 'Invoice date',
};
