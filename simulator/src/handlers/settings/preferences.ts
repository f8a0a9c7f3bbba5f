import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  CustomShippingsResponse,
  EmailPreferencesResponse,
  IntegrationResponse,
  IntegrationsResponse,
  ShippingMethodsResponse,
  ShippingPreferencesResponse,
} from '@/domain/contract';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import type { PreferenceRecord } from '../../db/schema';
import { pageOf, type JsonBody } from '../../server-rules/body';
import { errors } from '../../server-rules/errors';
import {
  withAuth,
  type AccessRequirement,
  type OrganisationContext,
  type Simulator,
} from '../../server-rules/pipeline';
import {
  preferencesOf,
  readEmailPreferences,
  readShippingPreferences,
  shippingPreferencesView,
} from '../../settings/preferences';
import {
  integrationIn,
  integrationsOf,
  integrationView,
  readIntegrationUpdate,
} from '../../settings/preferencesIntegrations';
import {
  customShippingsOf,
  customShippingView,
  providerShippingMethods,
  replaceCustomShippings,
} from '../../settings/preferencesShippings';
import { outOfScope } from '../../settings/scope';

/** Every member may read the preferences; changing them, and the custom methods at all, is admin-level. */
const MEMBERS: AccessRequirement = { permission: 'view' };
const ADMINS: AccessRequirement = { permission: 'admin', roles: ADMIN_LEVEL };

const BASE = '*/v1/organisations/:id';

/** What reading a part of the preferences from a body comes to: its new value, or a 422's errors. */
type ReadResult<K extends 'email' | 'shipping'> =
  { value: PreferenceRecord[K] } | { errors: Record<string, string[]> };

/** e-mail and shipping preferences, shipping methods, custom shippings and app integrations. */
export function preferenceHandlers(sim: Simulator): RequestHandler[] {
  const { store } = sim;
  /** Refuses a path naming another organisation than the one the request acts in. */
  const scoped = (rule: AccessRequirement, resolve: (ctx: OrganisationContext) => Response) =>
    withAuth(sim, rule, (ctx) => outOfScope(ctx) ?? resolve(ctx));
  const prefs = (ctx: OrganisationContext) => preferencesOf(store, ctx.organisation.id, sim.now());
  const stamp = () => new Date(sim.now()).toISOString();

  const email = (ctx: OrganisationContext) =>
    HttpResponse.json({ data: { ...prefs(ctx).email } } satisfies EmailPreferencesResponse);

  const shipping = (ctx: OrganisationContext) =>
    HttpResponse.json({
      data: shippingPreferencesView(prefs(ctx)),
    } satisfies ShippingPreferencesResponse);

  /**
   * One part of the preferences row: members read it, admins write it (PATCH: the fields given;
   * PUT: all of them), answered as the read.
   */
  const partRoutes = <K extends 'email' | 'shipping'>(
    part: K,
    read: (body: JsonBody, current: PreferenceRecord[K], partial: boolean) => ReadResult<K>,
    answer: (ctx: OrganisationContext) => Response,
  ) => {
    const write = (partial: boolean) =>
      scoped(ADMINS, (ctx) => {
        const row = prefs(ctx);
        const result = read(ctx.body, row[part], partial);
        if ('errors' in result) return errors.validation(result.errors);
        const written: Partial<PreferenceRecord> = { [part]: result.value, updated_at: stamp() };
        store.preferences.update(row.id, written);
        return answer(ctx);
      });
    const path = `${BASE}/preferences/${part}`;
    return [
      http.get(path, scoped(MEMBERS, answer)),
      http.patch(path, write(true)),
      http.put(path, write(false)),
    ];
  };

  const customShippings = (ctx: OrganisationContext) =>
    HttpResponse.json({
      data: customShippingsOf(store, ctx.organisation.id).map(customShippingView),
    } satisfies CustomShippingsResponse);

  const withIntegration = (
    rule: AccessRequirement,
    resolve: (
      ctx: OrganisationContext,
      found: NonNullable<ReturnType<typeof integrationIn>>,
    ) => Response,
  ) =>
    scoped(rule, (ctx) => {
      const found = integrationIn(store, ctx.organisation.id, String(ctx.params.uid));
      return found ? resolve(ctx, found) : errors.notFound();
    });

  return [
    ...partRoutes('email', readEmailPreferences, email),
    ...partRoutes('shipping', readShippingPreferences, shipping),
    http.get(
      `${BASE}/shippings/shipping_methods`,
      scoped(MEMBERS, () =>
        HttpResponse.json({ data: providerShippingMethods() } satisfies ShippingMethodsResponse),
      ),
    ),
    http.get(`${BASE}/shippings/custom_shippings`, scoped(ADMINS, customShippings)),
    http.put(
      `${BASE}/shippings/custom_shippings`,
      scoped(ADMINS, (ctx) => {
        const result = replaceCustomShippings(store, ctx.organisation.id, ctx.body, sim.now());
        return 'errors' in result ? errors.validation(result.errors) : customShippings(ctx);
      }),
    ),
    http.get(
      `${BASE}/app_integrations`,
      scoped(MEMBERS, (ctx) =>
        HttpResponse.json(
          pageOf(
            integrationsOf(store, ctx.organisation.id).map(integrationView),
            ctx.url,
          ) satisfies IntegrationsResponse,
        ),
      ),
    ),
    http.get(
      `${BASE}/app_integrations/:uid`,
      withIntegration(MEMBERS, (_ctx, found) =>
        HttpResponse.json({ data: integrationView(found) } satisfies IntegrationResponse),
      ),
    ),
    http.patch(
      `${BASE}/app_integrations/:uid`,
      withIntegration(ADMINS, (ctx, found) => {
        const read = readIntegrationUpdate(ctx.body, found);
        if ('errors' in read) return errors.validation(read.errors);
        const updated = store.integrations.update(found.id, {
          ...read.value,
          updated_at: stamp(),
        })!;
        return HttpResponse.json({ data: integrationView(updated) } satisfies IntegrationResponse);
      }),
    ),
  ];
}
