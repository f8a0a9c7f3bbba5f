import type { OrganisationDetail, OrganisationInput, Tier } from '@/domain/contract';
import { registrySchema } from '@/domain/validation/registrySchema';
import { ADDRESS_FIELD_NAMES, ADDRESS_FIELDS } from '@/domain/address/fields';
import {
  EMPTY_ORGANISATION,
  ORGANISATION_FIELD_NAMES,
  ORGANISATION_FIELDS,
  type OrganisationFormValues,
} from '@/domain/organisations/fields';

/**
 * The organisation form's rules and conversions. Each field asks the registry's own question
 * (fieldProblem), so the form and the simulator's 422s answer alike, in the same words.
 */
export const basicInformationSchema = registrySchema(ORGANISATION_FIELDS);
export const addressSchema = registrySchema(ADDRESS_FIELDS);
/** The edit page checks everything at once. */
export const organisationSchema = basicInformationSchema.concat(addressSchema);

/** The fields of the Basic Information step, in the order the form shows them. */
export const BASIC_FIELDS = ORGANISATION_FIELD_NAMES;

/** What the server receives: trimmed text, the address as its own object. */
export function toOrganisationInput(values: OrganisationFormValues): OrganisationInput {
  const own = Object.fromEntries(BASIC_FIELDS.map((f) => [f, (values[f] ?? '').trim()]));
  const address = Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [f, (values[f] ?? '').trim()]));
  return {
    ...own,
    tier: own.tier as Tier | '',
    address,
  } as unknown as OrganisationInput;
}

/** A stored organisation as the form's values (the edit page starts from these). */
export function fromOrganisation(organisation: OrganisationDetail): OrganisationFormValues {
  const values: OrganisationFormValues = { ...EMPTY_ORGANISATION };
  const source = organisation as unknown as Record<string, unknown>;
  for (const field of BASIC_FIELDS) values[field] = String(source[field] ?? '');
  for (const field of ADDRESS_FIELD_NAMES) values[field] = organisation.address[field] ?? '';
  return values;
}

/** A server key to the form field showing it: 'address.suburb' → 'suburb'. */
export const organisationFieldOf = (serverKey: string) => serverKey.replace(/^address\./, '');
