import { http, HttpResponse, type RequestHandler } from 'msw';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { TIER_DESCRIPTIONS, TIER_NAMES } from '../../settings/organisationsTiers';
import { countryUid } from '../../lib/countries';
import { randomToken, stableUid } from '../../lib/hash';
import { messageAnswer } from '../../server-rules/answers';
import { pageOf, rawText, str } from '../../server-rules/body';
import { errors } from '../../server-rules/errors';
import {
  withAuth,
  withSession,
  type OrganisationContext,
  type Simulator,
} from '../../server-rules/pipeline';
import {
  organisationDetail,
  organisationProposals,
  organisationWarehouses,
  userOrganisations,
} from '../../settings/organisations';
import { readOrganisation } from '../../settings/organisationsInput';
import {
  ENQUIRY_SENT,
  ONBOARDING_MESSAGE_MAX,
  sendOnboardingEnquiry,
} from '../../settings/organisationsOnboarding';
import { standardProposal } from '../../settings/organisationsPricing';
import { outOfScope } from '../../settings/scope';
import { ORGANISATION_TIERS } from '@/domain/organisations/fields';
import { patchOrPut } from '../routes';

/** Creating organisations and changing one's details are for admins and owners. */
const ADMIN = { permission: 'admin', roles: ADMIN_LEVEL } as const;
const VIEW = { permission: 'view' } as const;
export const WAREHOUSE_UNKNOWN = 'Warehouse must be one of the warehouses offered to you';

/**
 * organisations (list, create, new, send-onboarding-enquiry), organisations/{id} (GET, PATCH),
 * /warehouses and /pricing_proposals. validate-uniqueness is answered with the sign-up's checks
 * (handlers/uniqueness.ts). Rules in simulator/src/settings/organisations*.ts; docs/organisations.md.
 */
export function organisationHandlers(sim: Simulator): RequestHandler[] {
  const { store } = sim;
  const inScope = (
    rule: typeof ADMIN | typeof VIEW,
    resolver: (ctx: OrganisationContext) => Response,
  ) => withAuth(sim, rule, (ctx) => outOfScope(ctx) ?? resolver(ctx));

  const update = inScope(ADMIN, (ctx) => {
    const { organisation, body } = ctx;
    // Everything is checked before anything is stored: a refused body changes nothing.
    const details = Object.keys(body).some((k) => k !== 'warehouse_uid');
    const read = details ? readOrganisation(store, body, organisation) : null;
    if (read?.errors) return errors.validation(read.errors);
    let warehouseId = organisation.active_warehouse_id;
    if (body.warehouse_uid !== undefined) {
      const warehouse = store.warehouses.find(
        (w) => w.uid === str(body.warehouse_uid) && w.organisation_id === organisation.id,
      );
      if (!warehouse) return errors.validation({ warehouse_uid: [WAREHOUSE_UNKNOWN] });
      warehouseId = warehouse.id;
    }
    store.organisations.update(organisation.id, {
      ...(read ? read.values : {}),
      active_warehouse_id: warehouseId,
    });
    const saved = store.organisations.get(organisation.id)!;
    return HttpResponse.json({ data: organisationDetail(store, saved, ctx.membership.role) });
  });

  return [
    http.get(
      '*/v1/organisations',
      withSession(sim, ({ auth, url }) =>
        HttpResponse.json(pageOf(userOrganisations(store, auth.user.id), url)),
      ),
    ),
    http.post(
      '*/v1/organisations',
      withAuth(sim, ADMIN, ({ body, auth }) => {
        const { values, errors: invalid } = readOrganisation(store, body);
        if (invalid) return errors.validation(invalid);
        const now = sim.now();
        const createdAt = new Date(now).toISOString();
        const organisation = store.organisations.insert({
          ...values,
          uid: stableUid('organisation', `${values.name}:${randomToken(8)}`),
          active_warehouse_id: null,
          created_at: createdAt,
        });
        store.memberships.insert({
          user_id: auth.user.id,
          organisation_id: organisation.id,
          role: 'OWNER',
          status: 'active',
          created_at: createdAt,
        });
        store.pricing_proposals.insert(
          standardProposal(
            organisation.id,
            values.tier,
            stableUid('proposal', `${organisation.uid}:standard`),
            now,
          ),
        );
        return HttpResponse.json(
          { data: organisationDetail(store, organisation, 'OWNER') },
          { status: 201 },
        );
      }),
    ),
    http.get(
      '*/v1/organisations/new',
      withAuth(sim, ADMIN, ({ auth }) =>
        HttpResponse.json({
          data: {
            tiers: ORGANISATION_TIERS.map((value) => ({
              value,
              label: TIER_NAMES[value],
              description: TIER_DESCRIPTIONS[value],
            })),
            default_country: countryUid('AU'),
            default_company_email: auth.user.email,
          },
        }),
      ),
    ),
    http.post(
      '*/v1/organisations/send-onboarding-enquiry',
      withAuth(sim, ADMIN, ({ body, organisation, auth }) => {
        const message = rawText(body.message).trim();
        if (message.length > ONBOARDING_MESSAGE_MAX)
          return errors.validation({
            message: [`Message must be at most ${ONBOARDING_MESSAGE_MAX} characters`],
          });
        sendOnboardingEnquiry(store, organisation, auth.user, message);
        return messageAnswer(ENQUIRY_SENT);
      }),
    ),
    http.get(
      '*/v1/organisations/:id',
      inScope(VIEW, ({ organisation, membership }) =>
        HttpResponse.json({ data: organisationDetail(store, organisation, membership.role) }),
      ),
    ),
    ...patchOrPut('*/v1/organisations/:id', update),
    http.get(
      '*/v1/organisations/:id/warehouses',
      inScope(VIEW, ({ organisation }) => {
        const active =
          organisation.active_warehouse_id === null
            ? undefined
            : store.warehouses.get(organisation.active_warehouse_id);
        return HttpResponse.json({
          data: {
            warehouses: organisationWarehouses(store, organisation),
            active_warehouse_uid: active?.uid ?? null,
          },
        });
      }),
    ),
    http.get(
      '*/v1/organisations/:id/pricing_proposals',
      inScope(ADMIN, ({ organisation }) =>
        HttpResponse.json({ data: organisationProposals(store, organisation.id) }),
      ),
    ),
  ];
}
