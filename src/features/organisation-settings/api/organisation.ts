import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import { submittedPost } from '@/api/submittedPost';
import { quietPost } from '@/api/quietRequests';
import type {
  MessageResponse,
  NewOrganisationOptions,
  OnboardingEnquiryRequest,
  OrganisationDetail,
  OrganisationDetailResponse,
  OrganisationInput,
  OrganisationListItem,
  OrganisationUpdate,
  OrganisationWarehouses,
  Page,
  PricingProposal,
  UniquenessResponse,
} from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';

const LIST = { type: 'Organisation', id: 'LIST' } as const;
const record = (uid: string) => ({ type: 'Organisation', id: uid }) as const;

/**
 * organisations and organisations/{id}: the list, the add wizard, details, active warehouse,
 * proposal and the onboarding enquiry. A write refreshes the organisation and the list; the
 * pages refresh the signed-in user (the switcher's names) themselves, through the session.
 */
export const organisationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrganisations: build.query<Page<OrganisationListItem>, Partial<ListRequest>>({
      query: (params) => ({ url: 'organisations', params }),
      providesTags: [LIST],
    }),
    getOrganisation: build.query<OrganisationDetail, string>({
      query: (uid) => `organisations/${uid}`,
      transformResponse: (answer: OrganisationDetailResponse) => answer.data,
      providesTags: (_result, _error, uid) => [record(uid)],
    }),
    getNewOrganisationOptions: build.query<NewOrganisationOptions, void>({
      query: () => 'organisations/new',
      transformResponse: (answer: { data: NewOrganisationOptions }) => answer.data,
    }),
    /** A check fired while typing fails quietly: the create checks again on the server. */
    checkOrganisationName: build.query<UniquenessResponse['data'], string>({
      query: (name) => quietPost('organisations/validate-uniqueness', { name }),
      transformResponse: (answer: UniquenessResponse) => answer.data,
      keepUnusedDataFor: 30,
    }),
    createOrganisation: build.mutation<OrganisationDetail, OrganisationInput & Partial<Submission>>(
      {
        query: submittedPost('organisations'),
        transformResponse: (answer: OrganisationDetailResponse) => answer.data,
        invalidatesTags: [LIST],
      },
    ),
    updateOrganisation: build.mutation<
      OrganisationDetail,
      { uid: string; body: OrganisationUpdate }
    >({
      query: ({ uid, body }) => ({ url: `organisations/${uid}`, method: 'PATCH', data: body }),
      transformResponse: (answer: OrganisationDetailResponse) => answer.data,
      invalidatesTags: (_result, _error, { uid }) => [record(uid), LIST],
    }),
    getOrganisationWarehouses: build.query<OrganisationWarehouses, string>({
      query: (uid) => `organisations/${uid}/warehouses`,
      transformResponse: (answer: { data: OrganisationWarehouses }) => answer.data,
      providesTags: (_result, _error, uid) => [record(uid)],
    }),
    getPricingProposals: build.query<PricingProposal[], string>({
      query: (uid) => `organisations/${uid}/pricing_proposals`,
      transformResponse: (answer: { data: PricingProposal[] }) => answer.data,
      providesTags: (_result, _error, uid) => [record(uid)],
    }),
    sendOnboardingEnquiry: build.mutation<MessageResponse, OnboardingEnquiryRequest>({
      query: (data) => ({ url: 'organisations/send-onboarding-enquiry', method: 'POST', data }),
    }),
  }),
});

export const {
  useListOrganisationsQuery,
  useGetOrganisationQuery,
  useGetNewOrganisationOptionsQuery,
  useLazyCheckOrganisationNameQuery,
  useCreateOrganisationMutation,
  useUpdateOrganisationMutation,
  useGetOrganisationWarehousesQuery,
  useGetPricingProposalsQuery,
  useSendOnboardingEnquiryMutation,
} = organisationApi;
