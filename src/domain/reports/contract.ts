/**
 * The three reports (reports/products/inventory, /stock_movement, reports/orders/cost_analysis)
 * and their /download variants (the `finance` marker). Re-exported from contract.ts.
 *
 * Every amount is AUD, a plain number (2 decimals). Dates are YYYY-MM-DD days in the merchant's
 * time zone (their profile's), months YYYY-MM. A report answers one page of rows, its summary
 * over every row the filters select (totals and the chart's series) and the filter options. The
 * /download variant takes the same filters and answers the rows only, in pages of up to
 * REPORT_DOWNLOAD_MAX_PER_PAGE, so the portal can fetch all records page by page and show progress.
 */
import type { Page } from '../contract';
import type { MovementType } from '../catalogue/productHistoryContract';

/** The most rows one /download page holds (the report pages hold at most 100). */
export const REPORT_DOWNLOAD_MAX_PER_PAGE = 500;

/** A choice a report's filter offers: a warehouse, a category. */
export interface ReportOption {
  id: number;
  name: string;
}

// ---- Inventory -------------------------------------------------------------------------------

/**
 * GET reports/products/inventory?page&per_page&query&sort&category_id&warehouse_id&low_stock=true.
 * One row per active product. With a warehouse filter the quantities are that warehouse's.
 */
export interface InventoryReportRow {
  id: number;
  sku: string;
  title: string;
  category: string | null;
  /** Names of the warehouses holding stock of it (all of them: the product's spread). */
  warehouses: string[];
  on_hand: number;
  available: number;
  /** on_hand − available: what open orders hold. */
  on_hold: number;
  /** The product's cost price (supplier value), AUD. */
  unit_cost: number;
  /** on_hand × unit_cost, AUD. */
  stock_value: number;
  is_low_stock: boolean;
}
export const INVENTORY_REPORT_SORTS = [
  'sku',
  'title',
  'on_hand',
  'available',
  'unit_cost',
  'stock_value',
] as const;
export const INVENTORY_REPORT_FILTERS = ['category_id', 'warehouse_id', 'low_stock'] as const;

export interface InventoryReportSummary {
  currency: 'AUD';
  products: number;
  on_hand: number;
  available: number;
  on_hold: number;
  stock_value: number;
  /** Stock value per category, largest first ('Uncategorised' for products without one). */
  by_category: { category: string; stock_value: number; on_hand: number }[];
}
export interface InventoryReportResponse extends Page<InventoryReportRow> {
  summary: InventoryReportSummary;
  options: { categories: ReportOption[]; warehouses: ReportOption[] };
}
export type InventoryReportDownload = Page<InventoryReportRow>;

// ---- Stock movement --------------------------------------------------------------------------

/** Rows per day (newest first) or per product. */
export const STOCK_MOVEMENT_GROUPS = ['day', 'product'] as const;
export type StockMovementGroup = (typeof STOCK_MOVEMENT_GROUPS)[number];
export const STOCK_MOVEMENT_TYPES = [
  'inbound',
  'outbound',
  'return',
  'adjustment',
  'breakdown',
  'hold',
  'release',
] as const satisfies readonly MovementType[];

/**
 * GET reports/products/stock_movement?from&to&group_by&query&warehouse_id&type&sort&page&per_page.
 * `from`/`to` (YYYY-MM-DD, both included, at most 366 days; default the last 30 days) are days
 * in the merchant's time zone. Quantities are BASE items: `inbound` (receipts and returns) and
 * `outbound` are positive, `adjustments` signed, `net` = inbound − outbound + adjustments.
 */
export interface StockMovementReportRow {
  /** The day (YYYY-MM-DD) or `product-<id>`. */
  id: string;
  date: string | null;
  product_id: number | null;
  sku: string | null;
  title: string | null;
  inbound: number;
  outbound: number;
  adjustments: number;
  net: number;
  movements: number;
}
export const STOCK_MOVEMENT_SORTS = ['inbound', 'outbound', 'adjustments', 'net'] as const;
export const STOCK_MOVEMENT_FILTERS = ['from', 'to', 'group_by', 'warehouse_id', 'type'] as const;

export interface StockMovementPoint {
  date: string;
  inbound: number;
  outbound: number;
}
export interface StockMovementSummary {
  from: string;
  to: string;
  inbound: number;
  outbound: number;
  adjustments: number;
  net: number;
  /** Every day of the range, oldest first (the chart). */
  by_day: StockMovementPoint[];
}
export interface StockMovementReportResponse extends Page<StockMovementReportRow> {
  summary: StockMovementSummary;
  options: { warehouses: ReportOption[] };
}
export type StockMovementReportDownload = Page<StockMovementReportRow>;

// ---- Cost analysis ---------------------------------------------------------------------------

/** Outbound orders, inbound orders (not returns), and returns (inbound of sub type return). */
export const COST_ORDER_TYPES = ['outbound', 'inbound', 'return'] as const;
export type CostOrderType = (typeof COST_ORDER_TYPES)[number];

/** The fulfilment charges of an order, AUD excluding GST: the order's own pricing lines. */
export interface CostBreakdown {
  pick_pack: number;
  shipping: number;
  insurance: number;
  receiving: number;
  /** The sum of the four, excluding GST. */
  total: number;
  gst: number;
}

/**
 * GET reports/orders/cost_analysis?from&to&order_type&warehouse_id&sort&page&per_page. One row
 * per order created in the range (merchant's days; default the last 90 days), drafts and
 * cancelled orders left out.
 */
export interface CostAnalysisRow extends CostBreakdown {
  id: number;
  reference: string;
  date: string;
  order_type: CostOrderType;
  warehouse: string;
  /** BASE items of the order. */
  items: number;
}
export const COST_ANALYSIS_SORTS = ['date', 'items', 'shipping', 'total'] as const;
export const COST_ANALYSIS_FILTERS = ['from', 'to', 'order_type', 'warehouse_id'] as const;

export interface CostGroup extends CostBreakdown {
  orders: number;
}
export interface CostAnalysisSummary extends CostGroup {
  currency: 'AUD';
  from: string;
  to: string;
  by_type: (CostGroup & { order_type: CostOrderType })[];
  /** Every month the range touches, oldest first. */
  by_month: (CostGroup & { month: string })[];
}
export interface CostAnalysisResponse extends Page<CostAnalysisRow> {
  summary: CostAnalysisSummary;
  options: { warehouses: ReportOption[] };
}
export type CostAnalysisDownload = Page<CostAnalysisRow>;
