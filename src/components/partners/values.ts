import * as yup from 'yup';
import type { Partner, PartnerInputOf, PartnerKind } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES, ADDRESS_FIELDS } from '@/domain/address/fields';
import { emptyPartner, PARTNER_FIELDS, type PartnerFormValues } from '@/domain/partners/fields';
import type { FieldRegistry } from '@/domain/fields/registry';
import { fieldProblem } from '@/domain/validation/fieldProblem';

/**
 * A yup schema that asks each field the registry's own question (fieldProblem), so the form and
 * the simulator's 422s give the same answer in the same words.
 */
export function registrySchema(registry: FieldRegistry) {
  return yup.object(
    Object.fromEntries(
      Object.entries(registry).map(([field, def]) => [
        field,
        yup.mixed().test(field, (value, ctx) => {
          const problem = fieldProblem(def, value);
          return problem ? ctx.createError({ message: problem }) : true;
        }),
      ]),
    ),
  );
}

/** Each step's rules: the kind's own fields, then the address. */
export const contactSchemas = {
  supplier: registrySchema(PARTNER_FIELDS.supplier),
  customer: registrySchema(PARTNER_FIELDS.customer),
} as const;
export const addressSchema = registrySchema(ADDRESS_FIELDS);
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
