import { errors } from '../server-rules/errors';
import type { OrganisationContext } from '../server-rules/pipeline';

/**
 * organisations/{id}/…: `{id}` is the organisation's uid, and it must be the organisation the
 * request acts in (X-Organisation-UID, whose membership and role the pipeline has checked).
 * Another organisation's settings are not found, even for one the user belongs to: the portal
 * switches organisation first, so the role checked is always the role in the path's organisation.
 * Answers the refusal, or null when the path is in scope.
 */
export function outOfScope(ctx: OrganisationContext): Response | null {
  return String(ctx.params.id) === ctx.organisation.uid ? null : errors.notFound();
}
