import type { PartnerAddress } from '@/domain/partners/contract';
import { ADDRESS_LABELS } from '@/domain/address/fields';
import { countryList } from '../lib/countries';
import { KNOWN_BAD_STREETS } from './streets';

export { KNOWN_BAD_STREETS, postcodeFor } from './streets';

/**
 * The carrier's address check (POST bookings/outbounds/validate-address), with believable rules:
 * - the postcode must have the country's shape: AU and NZ four digits, US five (or ZIP+4), GB a
 *   UK postcode, SG six digits, CA 'A1A 1A1'; anywhere else, just present;
 * - the street must not be one the carriers know they cannot deliver to (KNOWN_BAD_STREETS, in
 *   streets.ts with the seed's postcodes);
 * - suburb and address line 1 must be there.
 */
export const ADDRESS_PROBLEMS = {
  postcode: (country: string) => `${ADDRESS_LABELS.postcode} is not a valid ${country} postcode`,
  badStreet: 'The carrier cannot deliver to this street address',
  required: (label: string) => `${label} is required`,
  country: `${ADDRESS_LABELS.country} is invalid`,
} as const;

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  SG: /^\d{6}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const BAD = new Set(KNOWN_BAD_STREETS.map(normalise));

/** The ISO alpha-2 of a country uid (or of an ISO code itself); '' when unknown. */
export function iso2Of(country: string): string {
  const upper = country.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countryList().some((c) => c.iso2 === upper)) return upper;
  return countryList().find((c) => c.value === country)?.iso2 ?? '';
}

export type AddressProblems = Partial<Record<keyof PartnerAddress, string>>;

/** What the carrier objects to in an address; empty when it can deliver there. */
export function addressProblems(address: Partial<PartnerAddress> | null | undefined) {
  const problems: AddressProblems = {};
  const a = address ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const line1 = text(a.addressLine1);
  const iso2 = iso2Of(text(a.country));
  if (!line1) problems.addressLine1 = ADDRESS_PROBLEMS.required(ADDRESS_LABELS.addressLine1);
  else if (BAD.has(normalise(line1))) problems.addressLine1 = ADDRESS_PROBLEMS.badStreet;
  if (!text(a.suburb)) problems.suburb = ADDRESS_PROBLEMS.required(ADDRESS_LABELS.suburb);
  if (!iso2) problems.country = ADDRESS_PROBLEMS.country;
  const postcode = text(a.postcode);
  const pattern = POSTCODE_PATTERNS[iso2];
  if (!postcode) problems.postcode = ADDRESS_PROBLEMS.required(ADDRESS_LABELS.postcode);
  else if (pattern && !pattern.test(postcode)) {
    const name = countryList().find((c) => c.iso2 === iso2)?.text ?? iso2;
    problems.postcode = ADDRESS_PROBLEMS.postcode(name);
  }
  return problems;
}
