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
import { pageOf } from '../../server-rules/body';
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
  const writeEmail = (partial: boolean) =>
    scoped(ADMINS, (ctx) => {
      const row = prefs(ctx);
      const read = readEmailPreferences(ctx.body, row.email, partial);
      if ('errors' in read) return errors.validation(read.errors);
      store.preferences.update(row.id, { email: read.value, updated_at: stamp() });
      return email(ctx);
    });

  const shipping = (ctx: OrganisationContext) =>
    HttpResponse.json({
      data: shippingPreferencesView(prefs(ctx)),
    } satisfies ShippingPreferencesResponse);
  const writeShipping = (partial: boolean) =>
    scoped(ADMINS, (ctx) => {
      const row = prefs(ctx);
      const read = readShippingPreferences(ctx.body, row.shipping, partial);
      if ('errors' in read) return errors.validation(read.errors);
      store.preferences.update(row.id, { shipping: read.value, updated_at: stamp() });
      return shipping(ctx);
    });

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
    http.get(`${BASE}/preferences/email`, scoped(MEMBERS, email)),
    http.patch(`${BASE}/preferences/email`, writeEmail(true)),
    http.put(`${BASE}/preferences/email`, writeEmail(false)),
    http.get(`${BASE}/preferences/shipping`, scoped(MEMBERS, shipping)),
    http.patch(`${BASE}/preferences/shipping`, writeShipping(true)),
    http.put(`${BASE}/preferences/shipping`, writeShipping(false)),
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
