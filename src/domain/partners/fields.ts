import { registryProblems } from '../validation/fieldProblem';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, type AddressValues } from '../address/fields';
import { labelsOf, type FieldRegistry } from '../fields/registry';

/**
 * Suppliers (who send stock in) and customers (who stock goes out to), declared once: the
 * wizards, edit pages, draft cleaners and the simulator's 422s all read these registries.
 * Decided (the specification names the fields only): name, company and e-mail are required,
 * phone and what a supplier supplies are optional; the upper limits are the portal's.
 */
export type PartnerKind = 'supplier' | 'customer';

export const SUPPLIER_TYPES = ['supplier', 'manufacturer'] as const;
export const CUSTOMER_TYPES = ['retailer', 'distributor'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** What both kinds have before their own fields. */
const CONTACT_FIELDS = {
  name: { label: 'Name', kind: 'text', required: true, max: 100 },
  company: { label: 'Company', kind: 'text', required: true, max: 100 },
  email: { label: 'Email', kind: 'email', required: true, max: 100 },
  /** Optional; when given, an optional +, a 1–3 digit country code, then 8–16 digits. */
  phone: { label: 'Phone', kind: 'phone', max: 30 },
} as const satisfies FieldRegistry;

export const SUPPLIER_FIELDS = {
  ...CONTACT_FIELDS,
  /** What the supplier sends in, in its own words ('Coffee beans, tea'). */
  supplies: { label: 'Supplies', kind: 'text', max: 200 },
  supplier_type: {
    label: 'Supplier type',
    kind: 'choice',
    required: true,
    options: SUPPLIER_TYPES,
  },
} as const satisfies FieldRegistry;

export const CUSTOMER_FIELDS = {
  ...CONTACT_FIELDS,
  customer_type: {
    label: 'Customer type',
    kind: 'choice',
    required: true,
    options: CUSTOMER_TYPES,
  },
} as const satisfies FieldRegistry;

/** A kind's own fields (the first wizard step), by kind. */
export const PARTNER_FIELDS = {
  supplier: SUPPLIER_FIELDS,
  customer: CUSTOMER_FIELDS,
} as const satisfies Record<PartnerKind, FieldRegistry>;

/** The field holding a partner's type, by kind. */
export const PARTNER_TYPE_FIELD = {
  supplier: 'supplier_type',
  customer: 'customer_type',
} as const satisfies Record<PartnerKind, string>;

/** The allowed types of each kind, most common first. */
export const PARTNER_TYPES = {
  supplier: SUPPLIER_TYPES,
  customer: CUSTOMER_TYPES,
} as const satisfies Record<PartnerKind, readonly string[]>;

/** Every field of a kind's form: its own, then the address. */
export const partnerFormFields = (kind: PartnerKind): FieldRegistry => ({
  ...PARTNER_FIELDS[kind],
  ...ADDRESS_FIELDS,
});

/** Field → label for a kind's whole form (its own fields and the address). */
export const partnerLabels = (kind: PartnerKind): Record<string, string> =>
  labelsOf(partnerFormFields(kind));

/** The form's values: flat text, the address fields beside the contact fields. */
export type PartnerFormValues = Record<string, string> & AddressValues;

/** A blank form of a kind: the type preset to its first (most common) choice. */
export function emptyPartner(kind: PartnerKind): PartnerFormValues {
  const own = Object.fromEntries(Object.keys(PARTNER_FIELDS[kind]).map((f) => [f, '']));
  return {
    ...own,
    [PARTNER_TYPE_FIELD[kind]]: PARTNER_TYPES[kind][0],
    ...EMPTY_ADDRESS,
  } as PartnerFormValues;
}

/** Each field's first problem (contact fields and address), by field name. */
export const partnerProblems = (kind: PartnerKind, values: Readonly<Record<string, unknown>>) =>
  registryProblems(partnerFormFields(kind), values);

/** The uniqueness rule the server applies: one e-mail per kind in an organisation. */
export const EMAIL_TAKEN_MESSAGE = `${CONTACT_FIELDS.email.label} has already been taken`;
