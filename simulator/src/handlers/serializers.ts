import type { OrganisationSummary, User } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { fetchKeyFor } from '../lib/hash';
import { otpDetailsForUser } from '../server-rules/otpCodes';

/** The user's active memberships, oldest first: the first one is the default organisation. */
export function activeMemberships(store: SimulatorStore, userId: number) {
  return store.memberships
    .filter((m) => m.user_id === userId && m.status === 'active')
    .sort((a, b) => a.id - b.id);
}

/**
 * The User of the contract as seen from one organisation: role, user_role and fetch_key belong
 * to that organisation; `organisations` lists every active membership with its role.
 */
export function userPayload(
  store: SimulatorStore,
  user: UserRecord,
  organisationId: number | null,
): User {
  const memberships = activeMemberships(store, user.id);
  const organisations: OrganisationSummary[] = memberships.flatMap((m) => {
    const o = store.organisations.get(m.organisation_id);
    return o ? [{ uid: o.uid, name: o.name, logo: o.logo, role: m.role }] : [];
  });
  const current =
    memberships.find((m) => m.organisation_id === organisationId) ?? memberships[0] ?? null;
  const organisation = current ? store.organisations.get(current.organisation_id) : undefined;
  const role = current?.role ?? 'MEMBER';
  return {
    id: user.id,
    uid: user.uid,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role,
    user_role: role,
    accessControlMap: DEFAULT_ACCESS_CONTROL_MAP,
    user_verified: user.user_verified,
    organisations,
    x_organisation_uid: organisation?.uid ?? '',
    fetch_key: organisation ? fetchKeyFor(organisation.uid, user.id) : '',
    // The live code of the e-mail change waiting, else of the sign-up check (server-rules/otpCodes).
    otp_code_details: otpDetailsForUser(store, user, store.now()),
    pending_email: user.pending_email ?? null,
  };
}
