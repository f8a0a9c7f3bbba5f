import type { PartnerKind } from '@/domain/contract';
import {
  ADDRESS_FIELD_NAMES,
  COUNTRY_UNKNOWN_MESSAGE,
  type AddressValues,
} from '@/domain/address/fields';
import { EMAIL_TAKEN_MESSAGE, PARTNER_FIELDS, partnerProblems } from '@/domain/partners/fields';
import type { Address } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import type { JsonBody } from '../server-rules/body';
import type { FieldErrors } from '../server-rules/fields';
import { partnerTable, type AnyPartnerRecord } from './records';

/** The stored values a valid body becomes: the kind's own fields and the address. */
export interface PartnerValues {
  fields: Record<string, string>;
  address: Address;
}

/** The key a refusal of an address field is sent under, like Rails' nested errors. */
export const addressKey = (field: string) => `address.${field}`;

const text = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** A record's values as the flat form the rules read. */
function flatten(record: AnyPartnerRecord, kind: PartnerKind): Record<string, unknown> {
  const own = Object.fromEntries(
    Object.keys(PARTNER_FIELDS[kind]).map((f) => [f, (record as unknown as JsonBody)[f] ?? '']),
  );
  return { ...own, ...record.address };
}

/** The body's values over the record's (an update may send only what changes). */
function merged(body: JsonBody, kind: PartnerKind, existing?: AnyPartnerRecord) {
  const values: Record<string, unknown> = existing ? flatten(existing, kind) : {};
  for (const field of Object.keys(PARTNER_FIELDS[kind]))
    if (body[field] !== undefined) values[field] = text(body[field]);
  const address = body.address;
  if (address !== undefined && (address === null || typeof address !== 'object'))
    return { values, addressInvalid: true };
  for (const field of ADDRESS_FIELD_NAMES) {
    const value = (address as JsonBody | undefined)?.[field];
    if (value !== undefined) values[field] = text(value);
  }
  return { values, addressInvalid: false };
}

/**
 * Reads a create or update body the way the provider's model would validate it: every field by
 * the registry's rules (the portal's own), the country against meta/configuration, and the
 * e-mail unique among the organisation's partners of the kind (case-insensitive). Address
 * refusals are keyed `address.<field>`.
 */
export function readPartner(
  store: SimulatorStore,
  kind: PartnerKind,
  organisationId: number,
  body: JsonBody,
  existing?: AnyPartnerRecord,
): { values: PartnerValues; errors: FieldErrors | null } {
  const { values, addressInvalid } = merged(body, kind, existing);
  const errors: FieldErrors = {};
  const problems = partnerProblems(kind, values);
  for (const [field, message] of Object.entries(problems))
    errors[(ADDRESS_FIELD_NAMES as string[]).includes(field) ? addressKey(field) : field] = [
      message,
    ];
  if (addressInvalid) errors.address = ['Address is invalid'];
  const country = String(values.country ?? '');
  if (!problems.country && country && !countryList().some((c) => c.value === country))
    errors[addressKey('country')] = [COUNTRY_UNKNOWN_MESSAGE];
  const email = String(values.email ?? '').toLowerCase();
  if (
    !problems.email &&
    partnerTable(store, kind).find(
      (p) =>
        p.organisation_id === organisationId &&
        p.id !== existing?.id &&
        p.email.toLowerCase() === email,
    )
  )
    errors.email = [EMAIL_TAKEN_MESSAGE];

  const fields = Object.fromEntries(
    Object.keys(PARTNER_FIELDS[kind]).map((f) => [f, String(values[f] ?? '')]),
  );
  const address = Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((f) => [f, String(values[f] ?? '')]),
  ) as AddressValues;
  return { values: { fields, address }, errors: Object.keys(errors).length ? errors : null };
}
