import type {
  CustomTaxIdType,
  DefaultPrepping,
  DutiesTermsOfSale,
  ShippingPreferencesInput,
} from './preferenceTypes';
import { fieldMessages, labelsOf, type FieldDef } from '../fields/registry';
import { firstProblems } from '../validation/fieldProblem';

/**
 * An organisation's shipping preferences (organisations/{id}/preferences/shipping), declared
 * once: the edit form's validation and the simulator's run the same `shippingPreferencesProblems`,
 * so the two cannot disagree about a label, an option or a rule.
 */
export const DUTIES_TERMS: readonly { value: DutiesTermsOfSale; label: string; help: string }[] = [
  {
    value: 'DDP',
    label: 'DDP — Delivered Duty Paid',
    help: 'You pay import duties and taxes; the recipient pays nothing on delivery.',
  },
  {
    value: 'DAP',
    label: 'DAP — Delivered At Place (duty unpaid)',
    help: 'The recipient pays import duties and taxes before the parcel is handed over.',
  },
];

export const PREPPING_OPTIONS: readonly { value: DefaultPrepping; label: string }[] = [
  { value: 'none', label: 'None (pack as received)' },
  { value: 'bubble_wrap', label: 'Bubble wrap' },
  { value: 'poly_bag', label: 'Poly bag' },
  { value: 'box', label: 'Box' },
];

export const TAX_ID_TYPES: readonly { value: CustomTaxIdType; label: string }[] = [
  { value: 'ABN', label: 'ABN (Australian Business Number)' },
  { value: 'VAT', label: 'VAT number' },
];

/** At most this many country import numbers: one per country the merchant imports into. */
export const MAX_IMPORT_NUMBERS = 20;
export const IMPORT_NUMBER_MAX_LENGTH = 30;

export const SHIPPING_PREFERENCE_FIELDS = {
  signature_on_delivery: { label: 'Signature on delivery', kind: 'boolean' },
  duties_terms_of_sale: {
    label: 'Duties terms of sale',
    kind: 'choice',
    required: true,
    options: DUTIES_TERMS.map((o) => o.value),
  },
  default_prepping: {
    label: 'Default prepping',
    kind: 'choice',
    required: true,
    options: PREPPING_OPTIONS.map((o) => o.value),
  },
  custom_tax_id_type: {
    label: 'Custom tax ID type',
    kind: 'choice',
    required: true,
    options: TAX_ID_TYPES.map((o) => o.value),
  },
  custom_tax_id: { label: 'Custom tax ID', kind: 'text', max: 20 },
  eori_number: { label: 'EORI number', kind: 'text', max: 17 },
  country_import_numbers: {
    label: 'Country import numbers',
    kind: 'list',
    max: MAX_IMPORT_NUMBERS,
  },
} as const satisfies Record<keyof ShippingPreferencesInput, FieldDef>;

export const SHIPPING_PREFERENCE_LABELS = labelsOf(SHIPPING_PREFERENCE_FIELDS);
export const IMPORT_COUNTRY_LABEL = 'Country';
export const IMPORT_NUMBER_LABEL = 'Import number';

export const DEFAULT_SHIPPING_PREFERENCES: ShippingPreferencesInput = {
  signature_on_delivery: false,
  duties_terms_of_sale: 'DAP',
  default_prepping: 'none',
  custom_tax_id_type: 'ABN',
  custom_tax_id: '',
  eori_number: '',
  country_import_numbers: [],
};

/** Spaces are how people group these numbers ('51 824 753 556'): they are not part of them. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * The ABN's own check: 11 digits; subtract 1 from the first, weight each digit
 * (10, 1, 3, 5 … 19) and the sum divides by 89. Catches every mistyped single digit.
 */
export function isValidAbn(value: string): boolean {
  const digits = withoutSpaces(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!,
    0,
  );
  return sum % 89 === 0;
}

export function abnProblem(value: string): string | null {
  const digits = withoutSpaces(value);
  if (!/^\d{11}$/.test(digits)) return 'ABN must be 11 digits';
  return isValidAbn(digits) ? null : 'ABN is not a valid ABN: check the digits';
}

/** A VAT number: 4 to 15 letters and digits (a country prefix such as GB or DE included). */
export function vatProblem(value: string): string | null {
  return /^[A-Za-z0-9]{4,15}$/.test(withoutSpaces(value))
    ? null
    : 'VAT number must be 4 to 15 letters and digits';
}

/** An EORI number: the 2-letter country code, then up to 15 letters and digits. */
export function eoriProblem(value: string): string | null {
  return /^[A-Za-z]{2}[A-Za-z0-9]{1,15}$/.test(withoutSpaces(value))
    ? null
    : 'EORI number must be 2 letters followed by up to 15 letters and digits';
}

/** A country's import number: 3 to 30 letters, digits, hyphens or slashes. */
export function importNumberProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return fieldMessages.required(IMPORT_NUMBER_LABEL);
  return /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/.test(text)
    ? null
    : `${IMPORT_NUMBER_LABEL} must be 3 to ${IMPORT_NUMBER_MAX_LENGTH} letters, digits, hyphens or slashes`;
}

/** The key of a row's field, as the server names it and the form binds it. */
export const importRowKey = (index: number, field: 'country' | 'number') =>
  `country_import_numbers[${index}].${field}`;

const oneOf = (field: 'duties_terms_of_sale' | 'default_prepping' | 'custom_tax_id_type') => {
  const def = SHIPPING_PREFERENCE_FIELDS[field];
  return (value: unknown) =>
    (def.options as readonly unknown[]).includes(value)
      ? null
      : fieldMessages.oneOf(def.label, def.options);
};

/**
 * Every problem of a shipping preferences input, keyed by field (rows as
 * `country_import_numbers[i].country`), first message only. `isKnownCountry` says whether a
 * country uid is one of meta/configuration's. Empty when the input may be saved.
 */
export function shippingPreferencesProblems(
  input: ShippingPreferencesInput,
  isKnownCountry: (uid: string) => boolean,
): Record<string, string> {
  const { problems, add } = firstProblems();
  if (typeof input.signature_on_delivery !== 'boolean')
    add(
      'signature_on_delivery',
      `${SHIPPING_PREFERENCE_LABELS.signature_on_delivery} must be yes or no`,
    );
  add('duties_terms_of_sale', oneOf('duties_terms_of_sale')(input.duties_terms_of_sale));
  add('default_prepping', oneOf('default_prepping')(input.default_prepping));
  add('custom_tax_id_type', oneOf('custom_tax_id_type')(input.custom_tax_id_type));
  const taxId = String(input.custom_tax_id ?? '');
  if (taxId.trim())
    add(
      'custom_tax_id',
      input.custom_tax_id_type === 'VAT' ? vatProblem(taxId) : abnProblem(taxId),
    );
  const eori = String(input.eori_number ?? '');
  if (eori.trim()) add('eori_number', eoriProblem(eori));

  const rows = Array.isArray(input.country_import_numbers) ? input.country_import_numbers : [];
  if (rows.length > MAX_IMPORT_NUMBERS)
    add(
      'country_import_numbers',
      `${SHIPPING_PREFERENCE_LABELS.country_import_numbers} must be at most ${MAX_IMPORT_NUMBERS}`,
    );
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const country = String(row?.country ?? '');
    if (!country) add(importRowKey(i, 'country'), fieldMessages.required(IMPORT_COUNTRY_LABEL));
    else if (!isKnownCountry(country))
      add(importRowKey(i, 'country'), `${IMPORT_COUNTRY_LABEL} is not a known country`);
    else if (seen.has(country))
      add(importRowKey(i, 'country'), `${IMPORT_COUNTRY_LABEL} already has an import number above`);
    seen.add(country);
    add(importRowKey(i, 'number'), importNumberProblem(String(row?.number ?? '')));
  });
  return problems;
}

/** What is stored: numbers without their grouping spaces, upper-cased where letters may be. */
export function normaliseShippingPreferences(
  input: ShippingPreferencesInput,
): ShippingPreferencesInput {
  return {
    signature_on_delivery: input.signature_on_delivery,
    duties_terms_of_sale: input.duties_terms_of_sale,
    default_prepping: input.default_prepping,
    custom_tax_id_type: input.custom_tax_id_type,
    custom_tax_id: withoutSpaces(input.custom_tax_id).toUpperCase(),
    eori_number: withoutSpaces(input.eori_number).toUpperCase(),
    country_import_numbers: input.country_import_numbers.map((row) => ({
      country: row.country,
      number: row.number.trim().toUpperCase(),
    })),
  };
}
