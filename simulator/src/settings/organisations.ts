import type {
  OrganisationDetail,
  OrganisationListItem,
  PricingProposal,
  Role,
  WarehouseSummary,
} from '@/domain/contract';
import type { OrganisationRecord, PricingProposalRecord, WarehouseRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';

/**
 * How the organisation records read through the API: the list's rows, the details page, the
 * warehouses that may serve an organisation and its pricing proposals.
 */

export const warehouseSummary = ({ uid, name, code, suburb, state }: WarehouseRecord) => ({
  uid,
  name,
  code,
  suburb,
  state,
});

/** The warehouses that may serve an organisation (the provider assigns them), by name. */
export function organisationWarehouses(
  store: SimulatorStore,
  organisation: OrganisationRecord,
): WarehouseSummary[] {
  return store.warehouses
    .filter((w) => w.organisation_id === organisation.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(warehouseSummary);
}

/** Serviceable once the provider has an active warehouse ready for it. */
export const isServiceable = (organisation: OrganisationRecord) =>
  organisation.active_warehouse_id !== null;

/** Members whose membership is active (invited and deactivated ones do not count). */
export const activeUserCount = (store: SimulatorStore, organisationId: number) =>
  store.memberships.count((m) => m.organisation_id === organisationId && m.status === 'active');

export function organisationListItem(
  store: SimulatorStore,
  organisation: OrganisationRecord,
  role: Role,
): OrganisationListItem {
  const { uid, name, logo, tier, created_at } = organisation;
  return {
    uid,
    name,
    logo,
    tier,
    serviceable: isServiceable(organisation),
    created_at,
    active_users: activeUserCount(store, organisation.id),
    role,
  };
}

export function organisationDetail(
  store: SimulatorStore,
  organisation: OrganisationRecord,
  role: Role,
): OrganisationDetail {
  const warehouse =
    organisation.active_warehouse_id === null
      ? undefined
      : store.warehouses.get(organisation.active_warehouse_id);
  return {
    ...organisationListItem(store, organisation, role),
    legal_name: organisation.legal_name,
    website: organisation.website,
    phone: organisation.phone,
    company_email: organisation.company_email,
    tax_id: organisation.tax_id,
    warehouse: warehouse ? warehouseSummary(warehouse) : null,
    address: { ...organisation.address },
  };
}

/** The user's organisations (active memberships), oldest membership first. */
export function userOrganisations(store: SimulatorStore, userId: number): OrganisationListItem[] {
  return store.memberships
    .filter((m) => m.user_id === userId && m.status === 'active')
    .sort((a, b) => a.id - b.id)
    .flatMap((m) => {
      const organisation = store.organisations.get(m.organisation_id);
      return organisation ? [organisationListItem(store, organisation, m.role)] : [];
    });
}

export const proposalView = (record: PricingProposalRecord): PricingProposal => ({
  uid: record.uid,
  title: record.title,
  status: record.status,
  valid_from: record.valid_from,
  valid_until: record.valid_until,
  lines: record.lines.map((line) => ({ ...line })),
  notes: record.notes,
  created_at: record.created_at,
});

/** An organisation's proposals, newest first. */
export const organisationProposals = (store: SimulatorStore, organisationId: number) =>
  store.pricing_proposals
    .filter((p) => p.organisation_id === organisationId)
    .sort((a, b) => b.valid_from.localeCompare(a.valid_from) || b.id - a.id)
    .map(proposalView);
