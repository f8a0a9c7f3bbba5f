import { WALLET_TRANSACTION_TYPES, type WalletSummary } from '@/domain/contract';
import type { WalletTransactionRecord } from '../db/schema';
import { readListQuery } from './dateRange';

/**
 * The wallet's query string: type, date_from/date_to (the line's calendar day) and query (the
 * line's id or description, any part).
 */
export function readWalletQuery(url: URL, request: Request) {
  return readListQuery<WalletTransactionRecord>(url, request, {
    choice: { name: 'type', label: 'Type', values: WALLET_TRANSACTION_TYPES },
    hasChoice: (line, type) => line.type === type,
    date: (line) => line.date,
    texts: (line) => [line.uid, line.description],
  });
}

/** Newest first; lines of the same moment by id, latest first, so the balances read downwards. */
export const newestLineFirst = (a: WalletTransactionRecord, b: WalletTransactionRecord) =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** The wallet's balance is its latest line's running balance (0 for a wallet with none). */
export function walletSummary(lines: readonly WalletTransactionRecord[]): WalletSummary {
  const latest = [...lines].sort(newestLineFirst)[0];
  return { balance: latest?.balance ?? 0, currency: 'AUD', updated_at: latest?.date ?? null };
}
