/**
 * Organisations and their settings pages (organisations, organisations/{id}, /warehouses,
 * /pricing_proposals). Re-exported from contract.ts. `{id}` in every organisations/{id}/… path is
 * the organisation's uid, and it must be the organisation the request acts in
 * (X-Organisation-UID): the portal switches organisation before it shows another one's settings.
 */
import type { Tier } from './contract-auth';
import type { PartnerAddress } from './contract-partners';
import type { Role } from '@/lib/permissions/types';

/** An organisation's postal address; `country` is a country uid of meta/configuration. */
export type OrganisationAddress = PartnerAddress;

/** A warehouse as the settings pages name it. */
export interface WarehouseSummary {
  uid: string;
  name: string;
  code: string;
  suburb: string;
  state: string;
}

/** GET organisations/{id}: every field of the Details page. */
export interface OrganisationDetail {
  uid: string;
  /** The display name (what the switcher and the lists show). */
  name: string;
  legal_name: string;
  website: string;
  phone: string;
  tier: Tier;
  company_email: string;
  tax_id: string;
  /** A picture URL (shown 50×50), or null. */
  logo: string | null;
  /** The active warehouse, or null before one is assigned. */
  warehouse: WarehouseSummary | null;
  address: OrganisationAddress;
  /** Whether the provider can serve it yet (an active warehouse is assigned). */
  serviceable: boolean;
  /** Date Started: when the organisation was created (ISO timestamp). */
  created_at: string;
  /** Members whose status is active. */
  active_users: number;
  /** The signed-in user's role in it. */
  role: Role;
}
export interface OrganisationDetailResponse {
  data: OrganisationDetail;
}
