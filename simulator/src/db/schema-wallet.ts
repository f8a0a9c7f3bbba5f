import type { WalletTransaction } from '@/domain/contract';

/** The records of the organisation's wallet. */

/** One line of the organisation's wallet (wallets/transactions); `balance` is after the line. */
export interface WalletTransactionRecord extends Omit<WalletTransaction, 'id'> {
  id: number;
  /** The line's public id (the wire's `id`), e.g. 'WT-000042'. */
  uid: string;
  organisation_id: number;
  /** The invoice an invoice payment paid; null for every other line. */
  invoice_id: number | null;
}
