/**
 * The dashboard's endpoints (dashboard/*). Every figure is computed by the server from the current
 * organisation's orders, invoices and support tickets. docs/dashboard.md describes the decisions
 * taken where the product spec shows no payload.
 */
import type { Masked } from '../catalogue/productContract';
import type { DataAnswer } from '../contract';

/** GET dashboard/statistics: figures computed from the current organisation's data. */
export interface DashboardStatistics {
  products: number;
  low_stock_products: number;
  stock_on_hand: number;
  outbound_in_progress: number;
  outbound_no_stock: number;
  outbound_amending: number;
  inbound_open: number;
  orders_last_30_days: number;
  open_tickets: number;
  unread_messages: number;
  /** Money: masked ('***') for a role without the finance permission. */
  unpaid_invoices: number | Masked;
  /** Money: masked ('***') for a role without the finance permission. */
  unpaid_amount: number | Masked;
  currency: 'AUD';
}
export type DashboardStatisticsResponse = DataAnswer<DashboardStatistics>;

// ---- Action center -------------------------------------------------------------------------

/** The five cards of the action center, each its own endpoint: dashboard/action_center/<kind>. */
export const ACTION_CENTER_KINDS = [
  'no-stock',
  'amending',
  'in-progress',
  'unpaid-invoices',
  'unread-messages',
] as const;
export type ActionCenterKind = (typeof ACTION_CENTER_KINDS)[number];

/** How many records an action-center answer lists beside its count. */
export const ACTION_CENTER_ITEMS = 5;

/** One record waiting for the merchant: an order, an invoice or a support thread. */
export interface ActionCenterItem {
  id: number;
  /** What people call it: the order reference, the invoice number, the ticket's subject. */
  reference: string;
  /** Whom or what it concerns: the order's customer, the invoice's balance, the replying author. */
  name: string;
  /** ISO date the list is ordered by: order created, invoice due, last reply. */
  date: string;
  /** A ticket's uid (its thread's address); absent for orders and invoices. */
  uid?: string;
}

/**
 * GET dashboard/action_center/<kind>: how many records are in that state, and the first
 * ACTION_CENTER_ITEMS of them (orders newest first, invoices soonest due first, threads with the
 * newest reply first).
 */
export interface ActionCenterSummary {
  count: number;
  items: ActionCenterItem[];
}
export type ActionCenterResponse = DataAnswer<ActionCenterSummary>;

// ---- Top countries -------------------------------------------------------------------------

export const TOP_COUNTRIES_DEFAULT_DAYS = 90;
export const TOP_COUNTRIES_DEFAULT_LIMIT = 5;
export const TOP_COUNTRIES_MAX_LIMIT = 10;

export interface TopCountry {
  iso2: string;
  /** The country's uid in meta/configuration. */
  country: string;
  /** Its name as meta/configuration gives it. */
  name: string;
  orders: number;
}

/**
 * GET dashboard/top-countries?days=&limit=: outbound orders (not drafts, not cancelled) created
 * in the last `days` days (1–365, default 90), counted per destination country, the `limit`
 * (1–10, default 5) largest first. `total` counts every such order, shown or not.
 */
export interface TopCountries {
  days: number;
  total: number;
  countries: TopCountry[];
}
export type TopCountriesResponse = DataAnswer<TopCountries>;

// ---- Latest messages -----------------------------------------------------------------------

export const DASHBOARD_MESSAGES_DEFAULT = 5;
export const DASHBOARD_MESSAGES_MAX = 20;

/** A comment from the warehouse in one of the organisation's support threads. */
export interface DashboardMessage {
  /** The comment's id. */
  id: number;
  ticket_id: number;
  /** The thread's address: /support/chats/<ticket_uid>. */
  ticket_uid: string;
  subject: string;
  author: string;
  /** The comment as plain text (markup removed), at most 160 characters. */
  excerpt: string;
  created_at: string;
  /** Sent after the merchant last opened the thread. */
  unread: boolean;
}

/**
 * GET dashboard/messages?max_records=: the newest comments from the warehouse across the
 * organisation's threads, newest first; max_records 1–20 (default 5), anything else is 422.
 */
export type DashboardMessagesResponse = DataAnswer<DashboardMessage[]>;
