import { baseApi } from '@/api/baseApi';
import type {
  CostAnalysisResponse,
  InventoryReportResponse,
  Page,
  StockMovementReportResponse,
} from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';

/** A report's query: page, per_page, and whatever filters, search and sort the URL holds. */
export type ReportQuery = ListRequest;

/** The server paths of the three reports; each has a /download variant. */
export const REPORT_ENDPOINTS = {
  inventory: 'reports/products/inventory',
  stockMovement: 'reports/products/stock_movement',
  costAnalysis: 'reports/orders/cost_analysis',
} as const;
export type ReportName = keyof typeof REPORT_ENDPOINTS;

/*
 * Reports are computed from products, movements and orders: they carry the 'Report' tag and the
 * tags of what they are made of, so a product edit, a new order or a live update makes an open
 * report ask again. They write nothing. The downloads are not cached (one export, one read).
 */
const REPORT_TAGS = ['Report', 'Item', 'Booking'] as const;

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInventoryReport: build.query<InventoryReportResponse, ReportQuery>({
      query: (params) => ({ url: REPORT_ENDPOINTS.inventory, params }),
      providesTags: [...REPORT_TAGS],
    }),
    getStockMovementReport: build.query<StockMovementReportResponse, ReportQuery>({
      query: (params) => ({ url: REPORT_ENDPOINTS.stockMovement, params }),
      providesTags: [...REPORT_TAGS],
    }),
    getCostAnalysisReport: build.query<CostAnalysisResponse, ReportQuery>({
      query: (params) => ({ url: REPORT_ENDPOINTS.costAnalysis, params }),
      providesTags: [...REPORT_TAGS],
    }),
    /**
     * One page of a report's /download variant (the same rows as the report, in larger pages,
     * without summary), for the all-records CSV export.
     */
    downloadReportPage: build.query<Page<unknown>, { report: ReportName; args: ReportQuery }>({
      query: ({ report, args }) => ({ url: `${REPORT_ENDPOINTS[report]}/download`, params: args }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetInventoryReportQuery,
  useGetStockMovementReportQuery,
  useGetCostAnalysisReportQuery,
} = reportsApi;
