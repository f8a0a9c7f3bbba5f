import { baseApi } from '@/api/baseApi';
import { quietRequest } from '@/api/quietRequests';
import type {
  CustomShippingMethod,
  CustomShippingsRequest,
  CustomShippingsResponse,
  EmailPreferences,
  EmailPreferencesResponse,
  Integration,
  IntegrationResponse,
  IntegrationsResponse,
  ProviderShippingMethod,
  ShippingMethodsResponse,
  ShippingPreferences,
  ShippingPreferencesInput,
  ShippingPreferencesResponse,
  UpdateIntegrationRequest,
} from '@/domain/contract';
import type { ListRequest } from '@/lib/listParams';

/**
 * organisations/{id}/preferences, shippings and app_integrations. `{id}` is the organisation's
 * uid. Each part caches under the 'Organisation' tag with an id of its own
 * (`email-preferences:{uid}`…), so a save refetches that part only; an organisation switch
 * drops the whole cache anyway.
 */
const tag = (part: string, uid: string) => ({
  type: 'Organisation' as const,
  id: `${part}:${uid}`,
});
const base = (uid: string) => `organisations/${uid}`;

export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query<EmailPreferences, string>({
      query: (uid) => `${base(uid)}/preferences/email`,
      transformResponse: (answer: EmailPreferencesResponse) => answer.data,
      providesTags: (_r, _e, uid) => [tag('email-preferences', uid)],
    }),
    updateEmailPreferences: build.mutation<
      EmailPreferences,
      { uid: string; input: EmailPreferences }
    >({
      query: ({ uid, input }) => quietRequest('PUT', `${base(uid)}/preferences/email`, input),
      transformResponse: (answer: EmailPreferencesResponse) => answer.data,
      invalidatesTags: (_r, _e, { uid }) => [tag('email-preferences', uid)],
    }),
    getShippingPreferences: build.query<ShippingPreferences, string>({
      query: (uid) => `${base(uid)}/preferences/shipping`,
      transformResponse: (answer: ShippingPreferencesResponse) => answer.data,
      providesTags: (_r, _e, uid) => [tag('shipping-preferences', uid)],
    }),
    updateShippingPreferences: build.mutation<
      ShippingPreferences,
      { uid: string; input: ShippingPreferencesInput }
    >({
      query: ({ uid, input }) => quietRequest('PUT', `${base(uid)}/preferences/shipping`, input),
      transformResponse: (answer: ShippingPreferencesResponse) => answer.data,
      invalidatesTags: (_r, _e, { uid }) => [tag('shipping-preferences', uid)],
    }),
    getShippingMethods: build.query<ProviderShippingMethod[], string>({
      query: (uid) => `${base(uid)}/shippings/shipping_methods`,
      transformResponse: (answer: ShippingMethodsResponse) => answer.data,
    }),
    getCustomShippings: build.query<CustomShippingMethod[], string>({
      query: (uid) => `${base(uid)}/shippings/custom_shippings`,
      transformResponse: (answer: CustomShippingsResponse) => answer.data,
      providesTags: (_r, _e, uid) => [tag('custom-shippings', uid)],
    }),
    replaceCustomShippings: build.mutation<
      CustomShippingMethod[],
      { uid: string; input: CustomShippingsRequest }
    >({
      query: ({ uid, input }) =>
        quietRequest('PUT', `${base(uid)}/shippings/custom_shippings`, input),
      transformResponse: (answer: CustomShippingsResponse) => answer.data,
      invalidatesTags: (_r, _e, { uid }) => [tag('custom-shippings', uid)],
    }),
    listIntegrations: build.query<IntegrationsResponse, { uid: string } & ListRequest>({
      query: ({ uid, ...params }) => ({ url: `${base(uid)}/app_integrations`, params }),
      providesTags: (_r, _e, { uid }) => [tag('integrations', uid)],
    }),
    getIntegration: build.query<Integration, { uid: string; integration: string }>({
      query: ({ uid, integration }) => `${base(uid)}/app_integrations/${integration}`,
      transformResponse: (answer: IntegrationResponse) => answer.data,
      providesTags: (_r, _e, { uid, integration }) => [tag(`integration-${integration}`, uid)],
    }),
    updateIntegration: build.mutation<
      Integration,
      { uid: string; integration: string; input: UpdateIntegrationRequest }
    >({
      query: ({ uid, integration, input }) =>
        quietRequest('PATCH', `${base(uid)}/app_integrations/${integration}`, input),
      transformResponse: (answer: IntegrationResponse) => answer.data,
      invalidatesTags: (_r, _e, { uid, integration }) => [
        tag('integrations', uid),
        tag(`integration-${integration}`, uid),
      ],
    }),
  }),
});

export const {
  useGetEmailPreferencesQuery,
  useUpdateEmailPreferencesMutation,
  useGetShippingPreferencesQuery,
  useUpdateShippingPreferencesMutation,
  useGetShippingMethodsQuery,
  useGetCustomShippingsQuery,
  useReplaceCustomShippingsMutation,
  useListIntegrationsQuery,
  useGetIntegrationQuery,
  useUpdateIntegrationMutation,
} = preferencesApi;
