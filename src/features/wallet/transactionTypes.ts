import { WALLET_FILTERS, type WalletTransactionType } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';

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
