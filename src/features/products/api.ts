import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import {
  type BarcodeLabel,
  type BarcodeLabelResponse,
  type BreakdownRequest,
  type BurnRate,
  type BurnRateResponse,
  type HistoryResponse,
  type MovementsResponse,
  type NewUnitResponse,
  type ProductDetail,
  type ProductFormOptions,
  type ProductFormOptionsResponse,
  type ProductInput,
  type ProductResponse,
  type ProductUnit,
  type StockResponse,
  type TrendPoint,
  type TrendsResponse,
  type UnitInput,
  type UnitsResponse,
  type UnitType,
  type WarehouseStockRow,
} from '@/domain/contract';
import { clearsSearchCache } from '@/api/search/searchClient';
import { submittedPost } from '@/api/submittedPost';

export type TrendWindow = 30 | 90;
export interface PageQuery {
  page?: number;
  per_page?: number;
}

/**
 * Every tag of one product: its detail and everything hanging under it (trends, burn rate,
 * stock, units, movements, history). A write to the product refetches them all, because a
 * breakdown or an edit can change any of them.
 */
const itemTag = (id: number) => [{ type: 'Item' as const, id }];

/**
 * A keyed write to one product or its types that answers the product: it refetches everything
 * of that product and the lists, and clears the search cache once it succeeds.
 */
function productWrite<Args extends { id: number; body: unknown } & Partial<Submission>>(
  method: 'POST' | 'PATCH',
  url: (args: Args) => string,
) {
  return {
    query: (args: Args) => ({
      url: url(args),
      method,
      data: args.body,
      idempotencyKey: args.idempotencyKey,
    }),
    transformResponse: (response: ProductResponse) => response.data,
    invalidatesTags: (_result: unknown, _error: unknown, { id }: Args) => [
      ...itemTag(id),
      { type: 'Item' as const, id: 'LIST' },
    ],
    onQueryStarted: clearsSearchCache,
  };
}

/**
 * The items endpoints: the product wizard, detail pages, types, movements and history. Every
 * write that changes what the search lists show clears the search cache once it succeeds.
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductFormOptions: build.query<ProductFormOptions, void>({
      query: () => ({ url: 'items/new' }),
      transformResponse: (response: ProductFormOptionsResponse) => response.data,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    createProduct: build.mutation<ProductDetail, ProductInput & Partial<Submission>>({
      query: submittedPost('items/'),
      transformResponse: (response: ProductResponse) => response.data,
      invalidatesTags: [
        { type: 'Item', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
      ],
      onQueryStarted: clearsSearchCache,
    }),
    getProduct: build.query<ProductDetail, number>({
      query: (id) => ({ url: `items/${id}` }),
      transformResponse: (response: ProductResponse) => response.data,
      providesTags: (_result, _error, id) => itemTag(id),
    }),
    updateProduct: build.mutation<
      ProductDetail,
      { id: number; body: Partial<ProductInput> } & Partial<Submission>
    >(productWrite('PATCH', ({ id }) => `items/${id}`)),
    archiveProduct: build.mutation<ProductDetail, number>({
      query: (id) => ({ url: `items/${id}/archive`, method: 'POST' }),
      transformResponse: (response: ProductResponse) => response.data,
      invalidatesTags: (_result, _error, id) => [
        ...itemTag(id),
        { type: 'Item', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
      ],
      onQueryStarted: clearsSearchCache,
    }),
    getProductTrends: build.query<TrendPoint[], { id: number; days: TrendWindow }>({
      query: ({ id, days }) => ({ url: `items/${id}/trends`, params: { days } }),
      transformResponse: (response: TrendsResponse) => response.data,
      providesTags: (_result, _error, { id }) => itemTag(id),
    }),
    getBurnRate: build.query<BurnRate, { id: number; days: number }>({
      query: ({ id, days }) => ({ url: `items/${id}/movements/burn-rate`, params: { days } }),
      transformResponse: (response: BurnRateResponse) => response.data,
      providesTags: (_result, _error, { id }) => itemTag(id),
    }),
    getProductStock: build.query<WarehouseStockRow[], { id: number; warehouse_id?: number }>({
      query: ({ id, warehouse_id }) => ({
        url: `items/${id}/stock`,
        params: warehouse_id === undefined ? undefined : { warehouse_id },
      }),
      transformResponse: (response: StockResponse) => response.data,
      providesTags: (_result, _error, { id }) => itemTag(id),
    }),
    printBarcode: build.mutation<BarcodeLabel, number>({
      query: (id) => ({ url: `items/${id}/print-barcode`, method: 'POST' }),
      transformResponse: (response: BarcodeLabelResponse) => response.data,
    }),
    getProductUnits: build.query<ProductUnit[], number>({
      query: (id) => ({ url: `items/${id}/types` }),
      transformResponse: (response: UnitsResponse) => response.data,
      providesTags: (_result, _error, id) => itemTag(id),
    }),
    getNewUnit: build.query<NewUnitResponse['data'], { id: number; unit: UnitType }>({
      query: ({ id, unit }) => ({ url: `items/${id}/types/new`, params: { unit } }),
      transformResponse: (response: NewUnitResponse) => response.data,
      // Not tagged: once the type is added, asking again is a 422 ('already has'). Never kept,
      // so each visit to the wizard asks afresh for the parent it must fit.
      keepUnusedDataFor: 0,
    }),
    createUnit: build.mutation<
      ProductDetail,
      { id: number; body: UnitInput } & Partial<Submission>
    >(productWrite('POST', ({ id }) => `items/${id}/types`)),
    updateUnit: build.mutation<
      ProductDetail,
      { id: number; unit: UnitInput['unit']; body: Partial<UnitInput> } & Partial<Submission>
    >(productWrite('PATCH', ({ id, unit }) => `items/${id}/types/${unit}`)),
    /** Moves stock: a retry of one breakdown carries its key, so it is applied once. */
    breakdownUnit: build.mutation<
      ProductDetail,
      { id: number; body: BreakdownRequest } & Partial<Submission>
    >(productWrite('POST', ({ id }) => `items/${id}/types/breakdown`)),
    getProductMovements: build.query<MovementsResponse, { id: number; query?: string } & PageQuery>(
      {
        query: ({ id, ...params }) => ({ url: `items/${id}/movements`, params }),
        providesTags: (_result, _error, { id }) => itemTag(id),
      },
    ),
    getProductHistory: build.query<HistoryResponse, { id: number } & PageQuery>({
      query: ({ id, ...params }) => ({ url: `items/${id}/history`, params }),
      providesTags: (_result, _error, { id }) => itemTag(id),
    }),
  }),
});

export const {
  useGetProductFormOptionsQuery,
  useCreateProductMutation,
  useGetProductQuery,
  useUpdateProductMutation,
  useArchiveProductMutation,
  useGetProductTrendsQuery,
  useGetBurnRateQuery,
  useGetProductStockQuery,
  usePrintBarcodeMutation,
  useGetProductUnitsQuery,
  useGetNewUnitQuery,
  useCreateUnitMutation,
  useUpdateUnitMutation,
  useBreakdownUnitMutation,
  useGetProductMovementsQuery,
  useGetProductHistoryQuery,
} = productsApi;
