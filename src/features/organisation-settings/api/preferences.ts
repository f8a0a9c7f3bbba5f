import { baseApi } from '@/api/baseApi';
import { quietRequest } from '@/api/quietRequests';
import type {
  CustomShippingsRequest,
  CustomShippingsResponse,
  EmailPreferences,
  EmailPreferencesResponse,
  Integration,
  IntegrationResponse,
  IntegrationsResponse,
  ProviderShippingMethod,
  ShippingMethodsResponse,
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

/** A part of the settings: its path below the organisation, and its name in the cache tag. */
interface Part {
  path: string;
  name: string;
}
const EMAIL_PREFERENCES: Part = { path: 'preferences/email', name: 'email-preferences' };
const SHIPPING_PREFERENCES: Part = { path: 'preferences/shipping', name: 'shipping-preferences' };
const CUSTOM_SHIPPINGS: Part = { path: 'shippings/custom_shippings', name: 'custom-shippings' };

/** One part of the settings, read whole under its own tag. */
const readPart = <Answer extends { data: unknown }>({ path, name }: Part) => ({
  query: (uid: string) => `${base(uid)}/${path}`,
  transformResponse: (answer: Answer) => answer.data as Answer['data'],
  providesTags: (_r: unknown, _e: unknown, uid: string) => [tag(name, uid)],
});

/** The same part replaced whole (PUT; the form shows the 422 itself): that part refetches. */
const replacePart = <Answer extends { data: unknown }, Input>({ path, name }: Part) => ({
  query: ({ uid, input }: { uid: string; input: Input }) =>
    quietRequest('PUT', `${base(uid)}/${path}`, input),
  transformResponse: (answer: Answer) => answer.data as Answer['data'],
  invalidatesTags: (_r: unknown, _e: unknown, { uid }: { uid: string }) => [tag(name, uid)],
});

export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query(readPart<EmailPreferencesResponse>(EMAIL_PREFERENCES)),
    updateEmailPreferences: build.mutation(
      replacePart<EmailPreferencesResponse, EmailPreferences>(EMAIL_PREFERENCES),
    ),
    getShippingPreferences: build.query(
      readPart<ShippingPreferencesResponse>(SHIPPING_PREFERENCES),
    ),
    updateShippingPreferences: build.mutation(
      replacePart<ShippingPreferencesResponse, ShippingPreferencesInput>(SHIPPING_PREFERENCES),
    ),
    getShippingMethods: build.query<ProviderShippingMethod[], string>({
      query: (uid) => `${base(uid)}/shippings/shipping_methods`,
      transformResponse: (answer: ShippingMethodsResponse) => answer.data,
    }),
    getCustomShippings: build.query(readPart<CustomShippingsResponse>(CUSTOM_SHIPPINGS)),
    replaceCustomShippings: build.mutation(
      replacePart<CustomShippingsResponse, CustomShippingsRequest>(CUSTOM_SHIPPINGS),
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
