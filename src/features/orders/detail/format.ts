import type { AddressValidation, Money, PartnerAddress } from '@/domain/contract';
import { MASK_MARKER } from '@/components/masking';
import { formatAudAmount } from '@/lib/money';

/** An amount in AUD ('$1,234.50'); a value the server masked for the role stays '***'. */
export function formatAud(value: Money | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value === MASK_MARKER || typeof value !== 'number') return MASK_MARKER;
  return formatAudAmount(value);
}

/** A number with thousands separators, as a quantity is read. */
export const formatCount = (value: number) => value.toLocaleString('en-AU');

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
