import type { Submission } from '@/api/idempotency';
import { clearsSearchCache } from '@/api/search/searchClient';
import { submittedPost } from '@/api/submittedPost';
import type { BulkUpdateRequest, BulkUpdateResponse } from '@/domain/contract';
import { productsApi } from '../api';

/**
 * POST items/bulk-update, injected from the bulk editor's own chunk so the list does not carry
 * it. Sent under the submission's Idempotency-Key: a retry after a lost answer applies once.
 */
export const bulkApi = productsApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useBulkUpdateProductsMutation } = bulkApi;
