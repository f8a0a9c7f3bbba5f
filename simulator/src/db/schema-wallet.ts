import type { WalletTransactionType } from '@/domain/contract';

/** The records of the organisation's wallet. */

/** One line of the organisation's wallet (wallets/transactions); `balance` is after the line. */
export interface WalletTransactionRecord {
  id: number;
  /** The line's public id, e.g. 'WT-000042'. */
  uid: string;
  organisation_id: number;
  /** ISO timestamp. */
  date: string;
  type: WalletTransactionType;
  description: string;
  debit: number;
  credit: number;
  balance: number;
  /** The invoice an invoice payment paid; null for every other line. */
  invoice_id: number | null;
}
