import {
  WALLET_FILTERS,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionType,
} from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import type { SearchSelectDateConfig } from '@/components/page/SearchSelectDateFilters';

export const TRANSACTION_TYPE_LABEL: Record<WalletTransactionType, string> = {
  top_up: 'Top-up',
  invoice_payment: 'Invoice payment',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/** The wallet list's URL state under the server's own names; newest first, not sortable. */
export const WALLET_LIST: ListParamsConfig = {
  queryKey: 'query',
  filters: WALLET_FILTERS,
};

const TYPE_OPTIONS = WALLET_TRANSACTION_TYPES.map((t) => ({
  value: t,
  label: TRANSACTION_TYPE_LABEL[t],
}));

/** The wallet's toolbar: search (id or description), type and date range. */
export const WALLET_TOOLBAR: SearchSelectDateConfig = {
  idPrefix: 'wallet-filter',
  search: { label: 'Search transactions', placeholder: 'ID or description', width: 260 },
  select: { name: 'type', label: 'Type', options: TYPE_OPTIONS },
  dateLabel: 'Date',
};
