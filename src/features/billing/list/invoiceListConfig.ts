import { INVOICE_FILTERS } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';

/**
 * The invoice list's URL state, under the server's own names (?status=unpaid is the dashboard's
 * card link; date_from/date_to bound the invoice date; query searches the document number and
 * the tax reference). Newest first is the server's order: the list is not sortable.
 */
export const INVOICE_LIST: ListParamsConfig = {
  queryKey: 'query',
  filters: INVOICE_FILTERS,
};
