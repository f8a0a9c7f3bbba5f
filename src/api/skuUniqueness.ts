import { baseApi } from './baseApi';
import { quietPost } from './quietRequests';
import type { SkuUniquenessRequest, SkuUniquenessResponse } from '../domain/contract';

export type SkuUniqueness = SkuUniquenessResponse['data'];

/**
 * items/validate-uniqueness: SKUs are unique across products and bundles, so both forms ask the
 * same endpoint. A check fired while typing fails quietly: the form checks again on submit and
 * the server again on save, so a flaky network never blocks anyone.
 */
export const skuUniquenessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkSkuUnique: build.query<SkuUniqueness, SkuUniquenessRequest>({
      query: (data) => quietPost('items/validate-uniqueness', data),
      transformResponse: (response: SkuUniquenessResponse) => response.data,
      // A colleague may take the SKU a minute later; keep answers only briefly.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useLazyCheckSkuUniqueQuery } = skuUniquenessApi;
