import {
  ADDRESS_VALIDATIONS,
  ORDER_FILTERS,
  ORDER_SORTS,
  type AddressValidation,
  type OrderFilter,
} from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';

/*
 * The URL state of the order lists. Filters keep the server's own names (?status=no_stock is the
 * dashboard's card link), so a URL, a request and a saved view all read the same.
 */

/** The filters a person sets on the outbound and inbound lists: all but the direction, which the page sets. */
const LIST_FILTERS: readonly OrderFilter[] = ORDER_FILTERS.filter((f) => f !== 'type');

export const ORDER_LIST: ListParamsConfig = {
  queryKey: 'query',
  sorts: ORDER_SORTS,
  filters: LIST_FILTERS,
};

/** Returns are all of one type: the type filter is not offered. */
export const RETURNS_LIST: ListParamsConfig = {
  queryKey: 'query',
  sorts: ORDER_SORTS,
  filters: LIST_FILTERS.filter((f) => f !== 'sub_type' && f !== 'address_validation'),
};

/** The server drafts on /orders/draft: search and sort only. */
export const DRAFT_ORDER_LIST: ListParamsConfig = {
  queryKey: 'query',
  sorts: ORDER_SORTS,
  defaultPageSize: 10,
};

export const ADDRESS_VALIDATION_LABEL: Record<AddressValidation, string> = {
  valid: 'Valid',
  invalid: 'Failed',
  overridden: 'Overridden',
  unchecked: 'Not checked',
};
export { ADDRESS_VALIDATIONS };

/** Multi-valued filters travel comma-separated (?status=pending,no_stock). */
export const splitValues = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
export const joinValues = (values: readonly string[]): string => values.join(',');
