import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import {
  PARTNER_RESOURCE,
  PARTNER_SUGGESTIONS_PATH,
  type PartnerInputOf,
  type PartnerKind,
  type PartnerOf,
  type PartnerProductsResponse,
  type PartnerResponse,
  type PartnerSuggestion,
  type PartnerSuggestionsResponse,
  type PartnersPage,
} from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';

/** The cache tag of each kind: a write of a supplier refreshes supplier screens only. */
export const PARTNER_TAG = {
  supplier: 'Supplier',
  customer: 'Customer',
} as const satisfies Record<PartnerKind, string>;

const listTag = (kind: PartnerKind) => ({ type: PARTNER_TAG[kind], id: 'LIST' }) as const;
const recordTag = (kind: PartnerKind, id: number) => ({ type: PARTNER_TAG[kind], id }) as const;

export interface PartnerListArgs extends Partial<ListRequest> {
  kind: PartnerKind;
}
export interface PartnerRef {
  kind: PartnerKind;
  id: number;
}

/**
 * suppliers and customers, one set of endpoints for both kinds (the kind picks the path and the
 * cache tag): list, show, create, update, the products of the partner's orders and the name
 * suggestions. Suppliers and customers features re-export these with their kind filled in.
 */
export const partnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPartners: build.query<PartnersPage<PartnerKind>, PartnerListArgs>({
      query: ({ kind, ...params }) => ({ url: PARTNER_RESOURCE[kind], params }),
      providesTags: (_page, _error, { kind }) => [listTag(kind)],
    }),
    getPartner: build.query<PartnerOf[PartnerKind], PartnerRef>({
      query: ({ kind, id }) => ({ url: `${PARTNER_RESOURCE[kind]}/${id}` }),
      transformResponse: (response: PartnerResponse<PartnerKind>) => response.data,
      providesTags: (_partner, _error, { kind, id }) => [recordTag(kind, id)],
    }),
    createPartner: build.mutation<
      PartnerOf[PartnerKind],
      { kind: PartnerKind; body: PartnerInputOf[PartnerKind] } & Partial<Submission>
    >({
      query: ({ kind, body, idempotencyKey }) => ({
        url: PARTNER_RESOURCE[kind],
        method: 'POST',
        data: body,
        idempotencyKey,
      }),
      transformResponse: (response: PartnerResponse<PartnerKind>) => response.data,
      invalidatesTags: (_partner, _error, { kind }) => [listTag(kind)],
    }),
    updatePartner: build.mutation<
      PartnerOf[PartnerKind],
      PartnerRef & { body: Partial<PartnerInputOf[PartnerKind]> }
    >({
      query: ({ kind, id, body }) => ({
        url: `${PARTNER_RESOURCE[kind]}/${id}`,
        method: 'PATCH',
        data: body,
      }),
      transformResponse: (response: PartnerResponse<PartnerKind>) => response.data,
      invalidatesTags: (_partner, _error, { kind, id }) => [recordTag(kind, id), listTag(kind)],
    }),
    suggestPartners: build.query<PartnerSuggestion[], { kind: PartnerKind; query: string }>({
      query: ({ kind, query }) => ({ url: PARTNER_SUGGESTIONS_PATH[kind], params: { query } }),
      transformResponse: (response: PartnerSuggestionsResponse) => response.data,
      providesTags: (_rows, _error, { kind }) => [listTag(kind)],
      keepUnusedDataFor: 30,
    }),
    listPartnerProducts: build.query<
      PartnerProductsResponse,
      PartnerRef & { page: number; per_page: number }
    >({
      query: ({ kind, id, ...params }) => ({
        url: `${PARTNER_RESOURCE[kind]}/${id}/products`,
        params,
      }),
      // A partner's products follow its kind's orders.
      providesTags: (_page, _error, { kind, id }) => [recordTag(kind, id), 'Booking'],
    }),
  }),
});

export const {
  useListPartnersQuery,
  useGetPartnerQuery,
  useCreatePartnerMutation,
  useUpdatePartnerMutation,
  useSuggestPartnersQuery,
  useListPartnerProductsQuery,
} = partnerApi;
