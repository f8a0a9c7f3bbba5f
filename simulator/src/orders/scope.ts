import type { Role } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '@/domain/permissions/accessControl';
import { actorName } from '../catalogue/movements';
import { withRecord, type OrganisationContext, type Simulator } from '../server-rules/pipeline';
import type { StockWriter } from './stock';

/** A route under bookings/:id: the order of the caller's organisation (another's is 404). */
export const withOrder = withRecord((store, params, organisationId) => {
  const id = Number(params.id);
  const order = Number.isInteger(id) ? store.orders.get(id) : undefined;
  return order?.organisation_id === organisationId ? order : undefined;
});

export const mayEdit = (role: Role) =>
  isAllowed({ role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP }, { permission: 'edit' });

/** Stock writes by the signed-in user, now. */
export const writerFor = (sim: Simulator, ctx: OrganisationContext): StockWriter => ({
  store: sim.store,
  actor: actorName(ctx.auth.user),
  at: new Date(sim.now()).toISOString(),
});
