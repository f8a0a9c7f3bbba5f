import type { Submission } from '@/api/idempotency';
import type { ApiRequest } from '@/api/axiosBaseQuery';
import { clearsSearchCache } from '@/api/search/searchClient';
import { submittedPost } from '@/api/submittedPost';
import type {
  BulkUpdateRequest,
  BulkUpdateResponse,
  ProductDetail,
  ProductsByIdResponse,
} from '@/domain/contract';
import { idListParam, inChunks } from '@/domain/catalogue/idList';
import { productsApi } from '../api';

/**
 * The bulk editor's endpoints, injected from its own chunk so the list does not carry them.
 */
export const bulkApi = productsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET items?ids=: the selected products' details (the grid needs their costs, category and
     * lower limit, which the search hits do not carry), one request per ITEMS_BY_ID_MAX ids (a
     * bulk edit holds at most that many, so one request in practice), in the order selected.
     * Ids the server no longer knows are simply absent. No cache tags: the grid keeps its own
     * rows once loaded (an Apply must not reload them under the person), and nothing is kept
     * after the page closes, so each opening reads the products as they are now.
     */
    getProductsByIds: build.query<ProductDetail[], readonly number[]>({
      queryFn: async (ids, _api, _extra, baseQuery) => {
        const found: ProductDetail[] = [];
        for (const chunk of inChunks(ids)) {
          const request: ApiRequest = { url: 'items', params: { ids: idListParam(chunk) } };
          const answer = await baseQuery(request);
          if (answer.error) return { error: answer.error };
          found.push(...(answer.data as ProductsByIdResponse).data);
        }
        return { data: found };
      },
      keepUnusedDataFor: 0,
    }),
    /**
     * POST items/bulk-update, sent under the submission's Idempotency-Key: a retry after a lost
     * answer applies once.
     */
    bulkUpdateProducts: build.mutation<BulkUpdateResponse, BulkUpdateRequest & Partial<Submission>>(
      {
        query: submittedPost('items/bulk-update'),
        invalidatesTags: (_result, _error, { items }) => [
          ...items.map(({ id }) => ({ type: 'Item' as const, id })),
          { type: 'Item' as const, id: 'LIST' },
        ],
        onQueryStarted: clearsSearchCache,
      },
    ),
  }),
});

export const { useBulkUpdateProductsMutation, useGetProductsByIdsQuery } = bulkApi;
