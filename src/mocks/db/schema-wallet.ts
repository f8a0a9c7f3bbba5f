/** The records of the organisation's wallet. */

/** One line of the organisation's wallet (wallets/transactions); `balance` is after the line. */
export interface WalletTransactionRecord {
  id: number;
  uid: string;
  organisation_id: number;
  date: string;
  type: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}
