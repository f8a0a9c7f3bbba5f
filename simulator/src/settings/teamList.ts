import type { MemberStatus, Role } from '@/domain/contract';
import type { MembershipRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';

const ROLE_ORDER: Record<Role, number> = { OWNER: 0, ADMIN: 1, MEMBER: 2 };
const STATUS_ORDER: Record<MemberStatus, number> = { active: 0, invited: 1, inactive: 2 };

/**
 * An organisation's memberships for the Members table: `query` matches first name, last name,
 * full name or e-mail (case-insensitive), `status` keeps one status. Ordered as a person scans a
 * team: active first, then invited, then inactive; owners, admins, members; then by name.
 */
export function listMembers(
  store: SimulatorStore,
  organisationId: number,
  { query, status }: { query: string; status?: MemberStatus },
): MembershipRecord[] {
  const needle = query.trim().toLowerCase();
  const rows = store.memberships
    .filter((m) => m.organisation_id === organisationId && (!status || m.status === status))
    .map((m) => ({ m, user: store.users.get(m.user_id) }))
    .filter(({ user }) => {
      if (!needle) return true;
      if (!user) return false;
      const name = `${user.first_name} ${user.last_name}`.toLowerCase();
      return name.includes(needle) || user.email.toLowerCase().includes(needle);
    });
  const name = (u?: { first_name: string; last_name: string }) =>
    u ? `${u.first_name} ${u.last_name}` : '';
  rows.sort(
    (a, b) =>
      STATUS_ORDER[a.m.status] - STATUS_ORDER[b.m.status] ||
      ROLE_ORDER[a.m.role] - ROLE_ORDER[b.m.role] ||
      name(a.user).localeCompare(name(b.user)) ||
      a.m.id - b.m.id,
  );
  return rows.map(({ m }) => m);
}
