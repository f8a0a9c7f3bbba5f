/**
 * Invoices and the wallet (the `finance` marker: a MEMBER is refused with 403 Action Not
 * Allowed!). Re-exported from contract.ts. Every amount is AUD, sent as a plain number.
 * docs/billing.md gives the rules and the decisions behind them.
 */
import type { DataAnswer, Page } from '../contract';

// ---- Invoices ------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceSummary {
  id: number;
  document_number: string;
  /** The invoice's date (YYYY-MM-DD): the Monday of the week it bills. */
  date: string;
  due_date: string;
  amount: number;
  received: number;
  /** When the last payment arrived (ISO timestamp), null while nothing is received. */
  received_at: string | null;
  balance: number;
  currency: 'AUD';
  status: InvoiceStatus;
}

/**
 * GET invoices?page&per_page&status&date_from&date_to&query. `status=unpaid` lists every invoice
 * with a balance owing (not yet due and overdue alike: what the dashboard's 'Invoices Unpaid'
 * card counts); `overdue` and `paid` list only those. `date_from`/`date_to` (YYYY-MM-DD, both
 * inclusive) bound the invoice date; `query` matches the document number or the tax reference.
 */
export const INVOICE_FILTERS = ['status', 'date_from', 'date_to'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** The organisation's account at a glance, whatever the list's filters. */
export interface InvoiceTotals {
  /** The balance of every invoice not yet paid. */
  outstanding: number;
  outstanding_count: number;
  /** The part of `outstanding` past its due date. */
  overdue: number;
  overdue_count: number;
}
export interface InvoicesResponse extends Page<InvoiceSummary> {
  totals: InvoiceTotals;
}

/** GET invoices/{id}: the summary plus the tax reference, the tax invoice number and the breakdown. */
export interface InvoiceDetail extends InvoiceSummary {
  tax_reference: string;
  tax_invoice: string;
  breakdown: { description: string; amount: number }[];
}
export type InvoiceDetailResponse = DataAnswer<InvoiceDetail>;

/**
 * GET invoices/{id}/pdf-url: a short-lived address of the invoice's PDF that carries its own
 * credentials as query parameters (at, client, uid, organisation_uid, time, hash), so it opens
 * without the API's headers. `expires_at` is an ISO timestamp.
 */
export type InvoicePdfUrlResponse = DataAnswer<{
  url: string;
  filename: string;
  expires_at: string;
}>;
/** How long a PDF address stays valid. */
export const INVOICE_PDF_URL_TTL_MS = 5 * 60 * 1000;

// ---- Wallet --------------------------------------------------------------------------------

/**
 * A wallet line's kind. Credits: top_up (the merchant added funds), refund (money given back,
 * e.g. a cancelled order's prepaid shipping). Debits: invoice_payment (a weekly invoice paid from
 * the wallet). adjustment is either way (a correction by the warehouse's accounts team).
 */
export const WALLET_TRANSACTION_TYPES = [
  'top_up',
  'invoice_payment',
  'refund',
  'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export interface WalletTransaction {
  /** What the merchant quotes to the accounts team, e.g. 'WT-000123'. */
  id: string;
  /** ISO timestamp. */
  date: string;
  type: WalletTransactionType;
  description: string;
  /** Money out of the wallet (0 when none). */
  debit: number;
  /** Money into the wallet (0 when none). */
  credit: number;
  /** The wallet's balance after this line. */
  balance: number;
}

/** GET wallets/transactions?page&per_page&type&date_from&date_to&query. */
export const WALLET_FILTERS = ['type', 'date_from', 'date_to'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** The wallet itself, answered beside every page of its transactions. */
export interface WalletSummary {
  balance: number;
  currency: 'AUD';
  /** The last line's date, null for a wallet with no lines. */
  updated_at: string | null;
}
export interface WalletTransactionsResponse extends Page<WalletTransaction> {
  wallet: WalletSummary;
}
