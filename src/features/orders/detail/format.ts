import type { AddressValidation, PartnerAddress } from '@/domain/contract';

/** What the address check said, in words; the tone picks the tag colour. */
export const ADDRESS_VALIDATION_TEXT: Record<
  AddressValidation,
  { text: string; tone: 'success' | 'error' | 'warning' | 'default' }
> = {
  valid: { text: 'Address validated', tone: 'success' },
  invalid: { text: 'Address failed validation', tone: 'error' },
  overridden: { text: 'Failed validation, overridden by the merchant', tone: 'warning' },
  unchecked: { text: 'Address not checked', tone: 'default' },
};

/** An address on lines, as a label would print it; blank parts left out. */
export function addressLines(address: PartnerAddress, countryName?: string): string[] {
  const town = [address.suburb, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, town, countryName ?? address.country].filter(
    (line) => line && line.trim() !== '',
  );
}
