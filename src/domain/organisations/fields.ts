import { registryProblems } from '../validation/fieldProblem';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, type AddressValues } from '../address/fields';
import { labelsOf, type FieldRegistry } from '../fields/registry';

/**
 * An organisation's details, declared once: the add wizard's Basic Information step, the details
 * edit page, the draft cleaner and the simulator's 422s all read this registry, so they word and
 * decide alike. Decided (the specification names the fields only): display name, legal name,
 * tier and company e-mail are required; website, phone, tax id and logo are optional. The display
 * name is what the switcher shows and must be unique (case-insensitive) among all organisations.
 * The logo is a link to a picture (shown 50×50): merchants already host their logo on their site.
 */
/** The tiers an organisation may be on (the contract's TIERS; lib sits below api). */
export const ORGANISATION_TIERS = ['starter', 'growth', 'enterprise'] as const;

export const ORGANISATION_FIELDS = {
  name: { label: 'Display name', kind: 'text', required: true, max: 100 },
  legal_name: { label: 'Legal name', kind: 'text', required: true, max: 100 },
  tier: { label: 'Tier', kind: 'choice', required: true, options: ORGANISATION_TIERS },
  website: { label: 'Website', kind: 'url', max: 255 },
  company_email: { label: 'Company email', kind: 'email', required: true, max: 100 },
  phone: { label: 'Phone contact number', kind: 'phone', max: 30 },
  tax_id: { label: 'Tax ID', kind: 'text', max: 30 },
  logo: { label: 'Logo URL', kind: 'url', max: 500 },
} as const satisfies FieldRegistry;

export type OrganisationFieldName = keyof typeof ORGANISATION_FIELDS;
export const ORGANISATION_FIELD_NAMES = Object.keys(ORGANISATION_FIELDS) as OrganisationFieldName[];

/** The whole form: the organisation's own fields, then its address. */
export const ORGANISATION_FORM_FIELDS = {
  ...ORGANISATION_FIELDS,
  ...ADDRESS_FIELDS,
} as const satisfies FieldRegistry;

export const ORGANISATION_LABELS: Record<string, string> = labelsOf(ORGANISATION_FORM_FIELDS);

/** The form's values: flat text, the address fields beside the organisation's own. */
export type OrganisationFormValues = Record<OrganisationFieldName, string> & AddressValues;

export const EMPTY_ORGANISATION: OrganisationFormValues = {
  name: '',
  legal_name: '',
  tier: '',
  website: '',
  company_email: '',
  phone: '',
  tax_id: '',
  logo: '',
  ...EMPTY_ADDRESS,
};

/** Each field's first problem (own fields and address), by field name. */
export const organisationProblems = (values: Readonly<Record<string, unknown>>) =>
  registryProblems(ORGANISATION_FORM_FIELDS, values);

/** The server's uniqueness rule, in the words both sides show. */
export const ORGANISATION_NAME_TAKEN = 'Organisation name has already been taken';
