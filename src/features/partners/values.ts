import type { Partner, PartnerInputOf, PartnerKind } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import { addressSchema } from '@/domain/address/schema';
import { emptyPartner, PARTNER_FIELDS, type PartnerFormValues } from '@/domain/partners/fields';
import { registrySchema } from '@/domain/validation/registrySchema';

/** Each step's rules: the kind's own fields, then the address. */
export const contactSchemas = {
  supplier: registrySchema(PARTNER_FIELDS.supplier),
  customer: registrySchema(PARTNER_FIELDS.customer),
} as const;
/** The edit page checks everything at once. */
export const partnerSchemas = {
  supplier: contactSchemas.supplier.concat(addressSchema),
  customer: contactSchemas.customer.concat(addressSchema),
} as const;

/** The form's fields of a kind's own step, in order. */
export const contactFieldNames = (kind: PartnerKind) => Object.keys(PARTNER_FIELDS[kind]);

/** What the server receives: trimmed text, the address as its own object. */
export function toPartnerInput<K extends PartnerKind>(
  kind: K,
  values: PartnerFormValues,
): PartnerInputOf[K] {
  const own = Object.fromEntries(contactFieldNames(kind).map((f) => [f, (values[f] ?? '').trim()]));
  const address = Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [f, (values[f] ?? '').trim()]));
  return { ...own, address } as unknown as PartnerInputOf[K];
}

/** A stored partner as the form's values (the edit page starts from these). */
export function fromPartner(kind: PartnerKind, partner: Partner): PartnerFormValues {
  const blank = emptyPartner(kind);
  const record = partner as unknown as Record<string, unknown>;
  const values: Record<string, string> = { ...blank };
  for (const field of contactFieldNames(kind)) values[field] = String(record[field] ?? '');
  for (const field of ADDRESS_FIELD_NAMES) values[field] = partner.address[field] ?? '';
  return values as PartnerFormValues;
}

/** A server key to the form field showing it: 'address.suburb' → 'suburb'. */
export const partnerFieldOf = (serverKey: string) => serverKey.replace(/^address\./, '');
