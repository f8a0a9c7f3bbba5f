import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import type { ApiQueryError } from '@/api/axiosBaseQuery';
import {
  DEFAULT_SEARCH_INDEX,
  PRODUCT_FILTER,
  type BundleDetail,
  type BundleFormOptionsResponse,
  type BundleInput,
  type BundleOrdersResponse,
  type BundleResponse,
  type MovementsResponse,
  type SearchHit,
  type StockResponse,
  type TrendPoint,
  type TrendsResponse,
  type WarehouseStockRow,
} from '@/domain/contract';
import { contextOf } from '@/api/apiContext';
import { clearsSearchCache } from '@/api/search/searchClient';
import { submittedPost } from '@/api/submittedPost';

export interface PageQuery {
  id: number;
  page: number;
  per_page: number;
}

/** What a successful archive answers (the toast uses its message when present). */
export interface ArchiveBundleResponse {
  message?: string;
}

/** Products the picker offers: a handful, as the person types. */
export const PICKER_HITS = 8;

const bundleTag = (id: number) => ({ type: 'Bundle' as const, id });
const LIST = { type: 'Bundle' as const, id: 'LIST' };

/**
 * bundles/, /new, /{id}, /archive, /trends, /movements, /stock, /orders. Every write also makes
 * the search lists forget their cached answers.
 */
export const bundlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBundleFormOptions: build.query<string, void>({
      query: () => ({ url: 'bundles/new' }),
      transformResponse: (response: BundleFormOptionsResponse) => response.data.suggested_sku,
      // A suggestion is only a suggestion: a fresh one for every new wizard.
      keepUnusedDataFor: 0,
    }),
    createBundle: build.mutation<BundleDetail, BundleInput & Partial<Submission>>({
      query: submittedPost('bundles'),
      transformResponse: (response: BundleResponse) => response.data,
      invalidatesTags: [LIST, 'Item'],
      onQueryStarted: clearsSearchCache,
    }),
    getBundle: build.query<BundleDetail, number>({
      query: (id) => ({ url: `bundles/${id}` }),
      transformResponse: (response: BundleResponse) => response.data,
      providesTags: (_bundle, _error, id) => [bundleTag(id)],
    }),
    updateBundle: build.mutation<
      BundleDetail,
      { id: number; body: BundleInput } & Partial<Submission>
    >({
      query: ({ id, body, idempotencyKey }) => ({
        url: `bundles/${id}`,
        method: 'PATCH',
        data: body,
        idempotencyKey,
      }),
      transformResponse: (response: BundleResponse) => response.data,
      invalidatesTags: (_bundle, _error, { id }) => [bundleTag(id), LIST],
      onQueryStarted: clearsSearchCache,
    }),
    archiveBundle: build.mutation<ArchiveBundleResponse, number>({
      query: (id) => ({ url: `bundles/${id}/archive`, method: 'POST' }),
      invalidatesTags: (_answer, _error, id) => [bundleTag(id), LIST],
      onQueryStarted: clearsSearchCache,
    }),
    getBundleTrends: build.query<TrendPoint[], { id: number; days: number }>({
      query: ({ id, days }) => ({ url: `bundles/${id}/trends`, params: { days } }),
      transformResponse: (response: TrendsResponse) => response.data,
      providesTags: (_points, _error, { id }) => [bundleTag(id)],
    }),
    listBundleMovements: build.query<MovementsResponse, PageQuery>({
      query: ({ id, ...params }) => ({ url: `bundles/${id}/movements`, params }),
      providesTags: (_page, _error, { id }) => [bundleTag(id)],
    }),
    getBundleStock: build.query<WarehouseStockRow[], number>({
      query: (id) => ({ url: `bundles/${id}/stock` }),
      transformResponse: (response: StockResponse) => response.data,
      providesTags: (_rows, _error, id) => [bundleTag(id)],
    }),
    listBundleOrders: build.query<BundleOrdersResponse, PageQuery>({
      query: ({ id, ...params }) => ({ url: `bundles/${id}/orders`, params }),
      providesTags: (_page, _error, { id }) => [bundleTag(id)],
    }),
    /** The product picker: the hosted search service, products only (never bundles). */
    searchBundleProducts: build.query<SearchHit[], { fetchKey: string; query: string }>({
      queryFn: async ({ fetchKey, query }, api) => {
        try {
          const client = contextOf(api.extra).search.clientFor(fetchKey);
          const { results } = await client.search<SearchHit>({
            requests: [
              {
                indexName: DEFAULT_SEARCH_INDEX,
                query,
                filters: PRODUCT_FILTER,
                hitsPerPage: PICKER_HITS,
              },
            ],
          });
          const first = results[0];
          return { data: first && 'hits' in first ? first.hits : [] };
        } catch {
          const error: ApiQueryError = {
            status: 'FETCH_ERROR',
            message: 'Products could not be searched just now. Please try again.',
          };
          return { error };
        }
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetBundleFormOptionsQuery,
  useCreateBundleMutation,
  useGetBundleQuery,
  useUpdateBundleMutation,
  useArchiveBundleMutation,
  useGetBundleTrendsQuery,
  useListBundleMovementsQuery,
  useGetBundleStockQuery,
  useListBundleOrdersQuery,
  useSearchBundleProductsQuery,
} = bundlesApi;
