import { labelsOf, type FieldRegistry } from '../fields/registry';

/**
 * A postal address, declared once: the partner wizards and edit pages (labels, yup schema), the
 * draft cleaner and the simulator's 422s read these rules, so they cannot disagree.
 * - Address line 1: required, at least 5 characters.
 * - Address line 2: optional; at least 5 characters when not blank.
 * - Suburb: required, at least 3. State: required, at least 2. Postcode: required, at least 2.
 * - Country: required, a country uid of meta/configuration (the server checks it is one).
 * The upper limits are the portal's decision (the specification names none).
 */
export type AddressFieldName =
  'addressLine1' | 'addressLine2' | 'suburb' | 'state' | 'postcode' | 'country';

export const ADDRESS_FIELDS = {
  addressLine1: { label: 'Address line 1', kind: 'text', required: true, min: 5, max: 100 },
  addressLine2: { label: 'Address line 2', kind: 'text', min: 5, max: 100 },
  suburb: { label: 'Suburb', kind: 'text', required: true, min: 3, max: 60 },
  state: { label: 'State', kind: 'text', required: true, min: 2, max: 60 },
  postcode: { label: 'Postcode', kind: 'text', required: true, min: 2, max: 12 },
  country: { label: 'Country', kind: 'text', required: true, max: 64 },
} as const satisfies FieldRegistry<AddressFieldName>;

export const ADDRESS_FIELD_NAMES = Object.keys(ADDRESS_FIELDS) as AddressFieldName[];

export const ADDRESS_LABELS = labelsOf(ADDRESS_FIELDS);

export type AddressValues = Record<AddressFieldName, string>;

export const EMPTY_ADDRESS: AddressValues = {
  addressLine1: '',
  addressLine2: '',
  suburb: '',
  state: '',
  postcode: '',
  country: '',
};

/** The message when a country is not one of meta/configuration's. */
export const COUNTRY_UNKNOWN_MESSAGE = `${ADDRESS_LABELS.country} is invalid`;
