import type { Tier } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES, COUNTRY_UNKNOWN_MESSAGE } from '@/domain/address/fields';
import {
  ORGANISATION_FIELD_NAMES,
  ORGANISATION_NAME_TAKEN,
  organisationProblems,
} from '@/domain/organisations/fields';
import type { Address, OrganisationRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { organisationNameTaken } from './organisationNames';
import { countryList } from '../lib/countries';
import type { JsonBody } from '../server-rules/body';
import type { FieldErrors } from '../server-rules/fields';

/** What a valid create or update body becomes on the record. */
export interface OrganisationValues {
  name: string;
  legal_name: string;
  tier: Tier;
  website: string;
  company_email: string;
  phone: string;
  tax_id: string;
  logo: string | null;
  address: Address;
}

/** A refusal of an address field is keyed like Rails' nested errors. */
export const addressKey = (field: string) => `address.${field}`;

const text = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

function flatten(record: OrganisationRecord): Record<string, unknown> {
  return {
    name: record.name,
    legal_name: record.legal_name,
    tier: record.tier,
    website: record.website,
    company_email: record.company_email,
    phone: record.phone,
    tax_id: record.tax_id,
    logo: record.logo ?? '',
    ...record.address,
  };
}

/**
 * Reads a create or update body as the provider's model would: the body over the record (an
 * update may send only what changes), every field by the registry's rules (the portal's own),
 * the country against meta/configuration, and the display name unique among all organisations
 * (case-insensitive; the sign-up's rule). Address refusals are keyed `address.<field>`.
 */
export function readOrganisation(
  store: SimulatorStore,
  body: JsonBody,
  existing?: OrganisationRecord,
): { values: OrganisationValues; errors: FieldErrors | null } {
  const flat: Record<string, unknown> = existing ? flatten(existing) : {};
  for (const field of ORGANISATION_FIELD_NAMES)
    if (body[field] !== undefined) flat[field] = text(body[field]);
  const errors: FieldErrors = {};
  const address = body.address;
  if (address !== undefined && (address === null || typeof address !== 'object'))
    errors.address = ['Address is invalid'];
  else
    for (const field of ADDRESS_FIELD_NAMES) {
      const value = (address as JsonBody | undefined)?.[field];
      if (value !== undefined) flat[field] = text(value);
    }

  const problems = organisationProblems(flat);
  for (const [field, message] of Object.entries(problems))
    errors[(ADDRESS_FIELD_NAMES as string[]).includes(field) ? addressKey(field) : field] = [
      message,
    ];
  const country = String(flat.country ?? '');
  if (!problems.country && country && !countryList().some((c) => c.value === country))
    errors[addressKey('country')] = [COUNTRY_UNKNOWN_MESSAGE];
  const name = String(flat.name ?? '');
  const keepsOwnName = existing?.name.trim().toLowerCase() === name.toLowerCase();
  if (!problems.name && !keepsOwnName && organisationNameTaken(store, name))
    errors.name = [ORGANISATION_NAME_TAKEN];

  const s = (field: string) => String(flat[field] ?? '');
  const values: OrganisationValues = {
    name: s('name'),
    legal_name: s('legal_name'),
    tier: s('tier') as Tier,
    website: s('website'),
    company_email: s('company_email').toLowerCase(),
    phone: s('phone'),
    tax_id: s('tax_id'),
    logo: s('logo') || null,
    address: Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [f, s(f)])) as unknown as Address,
  };
  return { values, errors: Object.keys(errors).length ? errors : null };
}
