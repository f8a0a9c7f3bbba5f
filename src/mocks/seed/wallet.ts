import type { InvoiceRecord, WalletTransactionRecord } from '../db/schema';
import type { AccountsSeed } from './accounts';

/** The wallet lines of the seeded organisations (top-ups, invoice payments, refunds). */
export function seedWalletTransactions(
  _accounts: AccountsSeed,
  _invoices: InvoiceRecord[],
): WalletTransactionRecord[] {
  return [];
}
