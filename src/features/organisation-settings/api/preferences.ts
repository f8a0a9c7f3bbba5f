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
import type { ListRequest } from '@/core/routing/urlState';

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

/** One part of the settings, read whole under its own tag (`path` below the organisation). */
const readPart = <Answer extends { data: unknown }>(path: string, part: string) => ({
  query: (uid: string) => `${base(uid)}/${path}`,
  transformResponse: (answer: Answer) => answer.data as Answer['data'],
  providesTags: (_r: unknown, _e: unknown, uid: string) => [tag(part, uid)],
});

/** The same part replaced whole (PUT; the form shows the 422 itself): that part refetches. */
const replacePart = <Answer extends { data: unknown }, Input>(path: string, part: string) => ({
  query: ({ uid, input }: { uid: string; input: Input }) =>
    quietRequest('PUT', `${base(uid)}/${path}`, input),
  transformResponse: (answer: Answer) => answer.data as Answer['data'],
  invalidatesTags: (_r: unknown, _e: unknown, { uid }: { uid: string }) => [tag(part, uid)],
});

export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query<EmailPreferences, string>(
      readPart<EmailPreferencesResponse>('preferences/email', 'email-preferences'),
    ),
    updateEmailPreferences: build.mutation<
      EmailPreferences,
      { uid: string; input: EmailPreferences }
    >(
      replacePart<EmailPreferencesResponse, EmailPreferences>(
        'preferences/email',
        'email-preferences',
      ),
    ),
    getShippingPreferences: build.query<ShippingPreferences, string>(
      readPart<ShippingPreferencesResponse>('preferences/shipping', 'shipping-preferences'),
    ),
    updateShippingPreferences: build.mutation<
      ShippingPreferences,
      { uid: string; input: ShippingPreferencesInput }
    >(
      replacePart<ShippingPreferencesResponse, ShippingPreferencesInput>(
        'preferences/shipping',
        'shipping-preferences',
      ),
    ),
    getShippingMethods: build.query<ProviderShippingMethod[], string>({
      query: (uid) => `${base(uid)}/shippings/shipping_methods`,
      transformResponse: (answer: ShippingMethodsResponse) => answer.data,
    }),
    getCustomShippings: build.query<CustomShippingMethod[], string>(
      readPart<CustomShippingsResponse>('shippings/custom_shippings', 'custom-shippings'),
    ),
    replaceCustomShippings: build.mutation<
      CustomShippingMethod[],
      { uid: string; input: CustomShippingsRequest }
    >(
      replacePart<CustomShippingsResponse, CustomShippingsRequest>(
        'shippings/custom_shippings',
        'custom-shippings',
      ),
    ),
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
