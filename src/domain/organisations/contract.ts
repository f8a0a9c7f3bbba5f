/**
 * Organisations and their settings pages (organisations, organisations/{id}, /warehouses,
 * /pricing_proposals). Re-exported from contract.ts. `{id}` in every organisations/{id}/… path is
 * the organisation's uid, and it must be the organisation the request acts in
 * (X-Organisation-UID): the portal switches organisation before it shows another one's settings.
 */
import type { Tier } from '../auth/contract';
import type { DataAnswer } from '../contract';
import type { PartnerAddress } from '../partners/contract';
import type { Role } from '@/domain/permissions/types';

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
export type OrganisationDetailResponse = DataAnswer<OrganisationDetail>;

/** GET organisations: one row of the user's organisations (active memberships). */
export interface OrganisationListItem {
  uid: string;
  name: string;
  logo: string | null;
  tier: Tier;
  serviceable: boolean;
  /** Date Started (ISO timestamp). */
  created_at: string;
  active_users: number;
  /** The signed-in user's role in it. */
  role: Role;
}

/** POST organisations and PATCH organisations/{id}: the details (PATCH: only what changes). */
export interface OrganisationInput {
  name: string;
  legal_name: string;
  tier: Tier | '';
  website: string;
  company_email: string;
  phone: string;
  tax_id: string;
  /** A link to the logo picture, or '' for none. */
  logo: string;
  address: OrganisationAddress;
}

/** PATCH organisations/{id}: the details, or the active warehouse alone (a uid of /warehouses). */
export type OrganisationUpdate = Partial<OrganisationInput> & { warehouse_uid?: string };

/** GET organisations/new: what the add wizard needs. */
export interface NewOrganisationOptions {
  tiers: { value: Tier; label: string; description: string }[];
  /** The country preselected on the Address step (a country uid). */
  default_country: string;
  /** The company e-mail preselected: the creator's own address. */
  default_company_email: string;
}

/** GET organisations/{id}/warehouses: the warehouses that may serve the organisation. */
export interface OrganisationWarehouses {
  warehouses: WarehouseSummary[];
  /** The active one's uid, or null before one is assigned. */
  active_warehouse_uid: string | null;
}

/** POST organisations/send-onboarding-enquiry: about the organisation the request acts in. */
export interface OnboardingEnquiryRequest {
  /** What the merchant wants to tell the onboarding team (optional, at most 1000 characters). */
  message: string;
}

export type PricingProposalStatus = 'accepted' | 'offered' | 'expired';

/** GET organisations/{id}/pricing_proposals: the pricing offered, newest first. */
export interface PricingProposal {
  uid: string;
  title: string;
  status: PricingProposalStatus;
  /** ISO dates (YYYY-MM-DD). */
  valid_from: string;
  valid_until: string | null;
  /** One priced service a line; AUD excluding GST. */
  lines: { service: string; unit: string; price: number }[];
  notes: string;
  created_at: string;
}
