import { WALLET_TRANSACTION_TYPES, type WalletSummary } from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import type { WalletTransactionRecord } from '../db/schema';
import { collectErrors, type FieldErrors } from '../server-rules/fields';
import { readDateRange, searchWords } from './dateRange';

/**
 * The wallet's query string: type, date_from/date_to (the line's calendar day) and query (the
 * line's id or description, any part).
 */
export function readWalletQuery(
  url: URL,
  request: Request,
): { filter: (line: WalletTransactionRecord) => boolean } | { errors: FieldErrors } {
  const found = collectErrors();
  const type = (url.searchParams.get('type') ?? '').trim();
  if (type && !(WALLET_TRANSACTION_TYPES as readonly string[]).includes(type))
    found.add('type', fieldMessages.oneOf('Type', WALLET_TRANSACTION_TYPES));
  const inRange = readDateRange(url, request, found);
  const problems = found.result();
  if (problems) return { errors: problems };
  const words = searchWords(url);
  return {
    filter: (line) =>
      (!type || line.type === type) &&
      inRange(line.date) &&
      (!words ||
        line.uid.toLowerCase().includes(words) ||
        line.description.toLowerCase().includes(words)),
  };
}

/** Newest first; lines of the same moment by id, latest first, so the balances read downwards. */
export const newestLineFirst = (a: WalletTransactionRecord, b: WalletTransactionRecord) =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** The wallet's balance is its latest line's running balance (0 for a wallet with none). */
export function walletSummary(lines: readonly WalletTransactionRecord[]): WalletSummary {
  const latest = [...lines].sort(newestLineFirst)[0];
  return { balance: latest?.balance ?? 0, currency: 'AUD', updated_at: latest?.date ?? null };
}
