import type { PartnerAddress } from '@/api/contract-partners';
import { ADDRESS_LABELS } from '@/lib/fields/address';
import { countryList } from '../lib/countries';

/**
 * The carrier's address check (POST bookings/outbounds/validate-address), with believable rules:
 * - the postcode must have the country's shape: AU and NZ four digits, US five (or ZIP+4), GB a
 *   UK postcode, SG six digits, CA 'A1A 1A1'; anywhere else, just present;
 * - the street must not be one the carriers know they cannot deliver to (KNOWN_BAD_STREETS);
 * - suburb and address line 1 must be there.
 */
export const KNOWN_BAD_STREETS = [
  '1 Nowhere Road',
  '123 Fake Street',
  '0 Unknown Street',
  '742 Evergreen Terrace',
  'PO Box 0',
] as const;

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

/** A postcode of the right shape for a country, from a number (the seed's addresses). */
export function postcodeFor(iso2: string, n: number): string {
  const digits = (len: number) => String(n).padStart(len, '0').slice(-len);
  const letter = (k: number) => 'ABCEGHJKLMNPRSTVXY'[(n + k) % 18]!;
  switch (iso2) {
    case 'US':
      return digits(5);
    case 'GB':
      return `${letter(0)}${letter(3)}${(n % 9) + 1} ${n % 10}${letter(5)}${letter(7)}`;
    case 'SG':
      return digits(6);
    case 'CA':
      return `${letter(0)}${n % 10}${letter(2)} ${(n >> 3) % 10}${letter(4)}${(n >> 5) % 10}`;
    default:
      return String(1000 + (n % 8999));
  }
}
