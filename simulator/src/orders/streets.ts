/**
 * What the seed draws order addresses from: the streets the carriers cannot deliver to (the
 * address check, address.ts, refuses them) and postcodes of each country's shape. A module of
 * its own, so the seed worker does not load the address check and the field labels it reads.
 */
export const KNOWN_BAD_STREETS = [
  '1 Nowhere Road',
  '123 Fake Street',
  '0 Unknown Street',
  '742 Evergreen Terrace',
  'PO Box 0',
] as const;

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
