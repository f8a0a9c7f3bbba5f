import { hasPermission } from './accessControl';
import { PERMISSIONS, ROLES, type AccessControlMap, type Permission, type Role } from './types';

/**
 * The functions of the team's Functions tab: one per permission marker of the access map, with
 * a plain label and what it covers. The simulator answers organisations/{id}/users/functions
 * from these and the same map the route guard reads, so the table cannot drift from the guard.
 */
export const PERMISSION_FUNCTIONS: Readonly<
  Record<Permission, { label: string; description: string }>
> = {
  view: {
    label: 'View the account',
    description:
      'Open the dashboard, the catalogue, orders, support chats and the organisation settings.',
  },
  edit: {
    label: 'Create and edit',
    description:
      'Add and change products, bundles, categories, suppliers, customers and orders; reply in support chats.',
  },
  admin: {
    label: 'Manage the team and organisations',
    description:
      'Invite, edit, deactivate and reactivate members; add organisations; change organisation settings.',
  },
  finance: {
    label: 'Billing, wallet and reports',
    description: 'See invoices, the wallet and its transactions, and the stock and cost reports.',
  },
};

export interface FunctionRow {
  permission: Permission;
  label: string;
  description: string;
  allowed: Record<Role, boolean>;
}

/** Each marker against each role, as the guard decides it (OWNER is always allowed). */
export function functionTable(map: AccessControlMap): FunctionRow[] {
  return PERMISSIONS.map((permission) => ({
    permission,
    ...PERMISSION_FUNCTIONS[permission],
    allowed: Object.fromEntries(
      ROLES.map((role) => [role, hasPermission({ role, accessControlMap: map }, permission)]),
    ) as Record<Role, boolean>,
  }));
}
