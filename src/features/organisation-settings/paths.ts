import type { DetailTab } from '@/components/page/detailTabs';

const LIST = '/settings/organisation';
const record = (id: number | string) => `${LIST}/${id}`;

type Id = number | string;

/**
 * Every address of the organisation settings screens. The route table builds its patterns from
 * these (`organisationPaths.details(ID)`), links build addresses: no path is written twice.
 */
export const organisationPaths = {
  list: LIST,
  new: `${LIST}/new`,
  details: (id: Id) => `${record(id)}/details`,
  detailsEdit: (id: Id) => `${record(id)}/details/edit`,
  members: (id: Id) => `${record(id)}/team/members`,
  inviteMember: (id: Id) => `${record(id)}/team/members/invite`,
  memberEdit: (id: Id, uid: string) => `${record(id)}/team/members/${uid}/edit`,
  functions: (id: Id) => `${record(id)}/team/functions`,
  proposal: (id: Id) => `${record(id)}/proposal`,
  activeWarehouse: (id: Id) => `${record(id)}/active-warehouse`,
  activeWarehouseEdit: (id: Id) => `${record(id)}/active-warehouse/edit`,
  shippingPreferences: (id: Id) => `${record(id)}/shipping/preferences`,
  shippingPreferencesEdit: (id: Id) => `${record(id)}/shipping/preferences/edit`,
  shippingMethods: (id: Id) => `${record(id)}/shipping/methods`,
  customShippingMethods: (id: Id) => `${record(id)}/shipping/custom-methods`,
  customShippingMethodsEdit: (id: Id) => `${record(id)}/shipping/custom-methods/edit`,
  emailPreferences: (id: Id) => `${record(id)}/email-preferences`,
  emailPreferencesEdit: (id: Id) => `${record(id)}/email-preferences/edit`,
  integrations: (id: Id) => `${record(id)}/integrations`,
  integrationEdit: (id: Id, uid: string) => `${record(id)}/integrations/${uid}/edit`,
} as const;

export type OrganisationSection =
  | 'details'
  | 'team'
  | 'proposal'
  | 'active-warehouse'
  | 'shipping'
  | 'email-preferences'
  | 'integrations';

/** The sections of an organisation's settings, in order; each opens its first page. */
export const organisationSections: readonly DetailTab<OrganisationSection>[] = [
  { key: 'details', label: 'Details', path: organisationPaths.details },
  { key: 'team', label: 'Team', path: organisationPaths.members },
  { key: 'proposal', label: 'Proposal', path: organisationPaths.proposal },
  { key: 'active-warehouse', label: 'Active Warehouse', path: organisationPaths.activeWarehouse },
  { key: 'shipping', label: 'Shipping', path: organisationPaths.shippingPreferences },
  {
    key: 'email-preferences',
    label: 'Email Preferences',
    path: organisationPaths.emailPreferences,
  },
  { key: 'integrations', label: 'Integrations', path: organisationPaths.integrations },
];
