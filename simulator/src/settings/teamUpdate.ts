import type { MemberAction, Role } from '@/domain/contract';
import { ROLES } from '@/domain/permissions/types';
import type { MembershipRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { hasAccount } from '../server-rules/accounts';
import { str, type JsonBody } from '../server-rules/body';
import { collectErrors, requiredText, type FieldErrors } from '../server-rules/fields';
import { actionRefusal, roleRefusal, TEAM_MESSAGES } from './teamRules';

export type UpdateOutcome =
  | { refusal: string; problems?: undefined }
  | { refusal: null; problems: FieldErrors }
  | { refusal: null; problems: null; action: MemberAction };

/**
 * PATCH organisations/{id}/users/{uid}: any of first_name, last_name, role and status
 * ('active' | 'inactive'). A refused action (an admin changing an owner, deactivating oneself)
 * is a 403 with its reason; a bad value is a 422 on its field. Applies nothing unless all is
 * valid. Answers which action it was, for the message.
 */
export function updateMember(
  store: SimulatorStore,
  actor: MembershipRecord,
  target: MembershipRecord,
  body: JsonBody,
): UpdateOutcome {
  const status = body.status === undefined ? undefined : str(body.status);
  const action: MemberAction =
    status === 'inactive' && target.status === 'active'
      ? 'deactivate'
      : status === 'active' && target.status === 'inactive'
        ? 'reactivate'
        : 'edit';
  const refusal = actionRefusal(actor, target, action);
  if (refusal) return { refusal };

  const problems = collectErrors();
  const names: { first_name?: string; last_name?: string } = {};
  for (const [field, label] of [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
  ] as const) {
    if (body[field] === undefined) continue;
    const value = str(body[field]);
    problems.add(field, requiredText(label, value));
    names[field] = value;
  }
  let role: Role | undefined;
  if (body.role !== undefined) {
    const asked = str(body.role) as Role;
    if (!ROLES.includes(asked))
      problems.add('role', `Role must be one of the following values: ${ROLES.join(', ')}`);
    else problems.add('role', roleRefusal(actor, target, asked));
    role = asked;
  }
  if (status !== undefined && status !== target.status && action === 'edit')
    problems.add('status', TEAM_MESSAGES.statusNotChangeable);
  const invalid = problems.result();
  if (invalid) return { refusal: null, problems: invalid };

  const user = store.users.get(target.user_id);
  // The person's name is theirs across organisations; an invitee without an account yet also
  // keeps it on the waiting invitation, which the accept page shows.
  if (user && Object.keys(names).length) {
    store.users.update(user.id, names);
    if (!hasAccount(user))
      for (const i of store.invitations.filter((i) => i.membership_id === target.id && !i.used_at))
        store.invitations.update(i.id, names);
  }
  const patch: Partial<MembershipRecord> = {};
  if (role) patch.role = role;
  if (action === 'deactivate') patch.status = 'inactive';
  if (action === 'reactivate') patch.status = 'active';
  if (Object.keys(patch).length) store.memberships.update(target.id, patch);
  return { refusal: null, problems: null, action };
}
