import { baseApi } from '@/api/baseApi';
import type { OrganisationDetail, OrganisationDetailResponse } from '@/api/contract';

/** organisations and organisations/{id}: the list, the add wizard, details, warehouse, proposal. */
export const organisationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisation: build.query<OrganisationDetail, string>({
      query: (uid) => `organisations/${uid}`,
      transformResponse: (answer: OrganisationDetailResponse) => answer.data,
      providesTags: (_result, _error, uid) => [{ type: 'Organisation', id: uid }],
    }),
  }),
});

export const { useGetOrganisationQuery } = organisationApi;
