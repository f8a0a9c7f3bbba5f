import type { Role } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '@/domain/permissions/accessControl';
import type { OrderRecord } from '../db/schema';
import { actorName } from '../catalogue/movements';
import { errors } from '../server-rules/errors';
import {
  withAuth,
  type AccessRequirement,
  type OrganisationContext,
  type Simulator,
} from '../server-rules/pipeline';
import type { StockWriter } from './stock';

/** Runs the resolver with the organisation's order named by :id, or answers 404. */
export function withOrder(
  sim: Simulator,
  rule: AccessRequirement,
  resolver: (order: OrderRecord, ctx: OrganisationContext) => Response | Promise<Response>,
) {
  return withAuth(sim, rule, (ctx) => {
    const id = Number(ctx.params.id);
    const order = Number.isInteger(id) ? sim.store.orders.get(id) : undefined;
    return order && order.organisation_id === ctx.organisation.id
      ? resolver(order, ctx)
      : errors.notFound();
  });
}

export const mayEdit = (role: Role) =>
  isAllowed({ role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP }, { permission: 'edit' });

/** Stock writes by the signed-in user, now. */
export const writerFor = (sim: Simulator, ctx: OrganisationContext): StockWriter => ({
  store: sim.store,
  actor: actorName(ctx.auth.user),
  at: new Date(sim.now()).toISOString(),
});
