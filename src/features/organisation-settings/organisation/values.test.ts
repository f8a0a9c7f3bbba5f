import fc from 'fast-check';
import type { OrganisationDetail } from '@/domain/contract';
import {
  EMPTY_ORGANISATION,
  ORGANISATION_FORM_FIELDS,
  organisationProblems,
} from '@/domain/organisations/fields';
import { cleanDraftValues } from '@/domain/fields/registry';
import { fromOrganisation, organisationFieldOf, toOrganisationInput } from './values';

const detail: OrganisationDetail = {
  uid: 'org-1',
  name: 'Koala Supply Co',
  legal_name: 'Koala Supply Co Pty Ltd',
  website: 'https://koalasupply.com.au',
  phone: '+61 2 9000 1234',
  tier: 'growth',
  company_email: 'hello@koalasupply.com.au',
  tax_id: 'ABN 1',
  logo: null,
  warehouse: null,
  address: {
    addressLine1: '1 Botany Road',
    addressLine2: '',
    suburb: 'Alexandria',
    state: 'NSW',
    postcode: '2015',
    country: 'au-uid',
  },
  serviceable: false,
  created_at: '2026-01-01T00:00:00.000Z',
  active_users: 3,
  role: 'OWNER',
};

describe('organisation form values', () => {
  it('round-trips a stored organisation through the form to the same body, trimmed', () => {
    const values = fromOrganisation(detail);
    expect(values.logo).toBe('');
    const padded = { ...values, name: `  ${values.name} `, suburb: ' Alexandria ' };
    expect(toOrganisationInput(padded)).toEqual({
      name: detail.name,
      legal_name: detail.legal_name,
      tier: 'growth',
      website: detail.website,
      company_email: detail.company_email,
      phone: detail.phone,
      tax_id: detail.tax_id,
      logo: '',
      address: detail.address,
    });
  });

  it('accepts the stored organisation and refuses a blank form on the required fields', () => {
    expect(organisationProblems(fromOrganisation(detail))).toEqual({});
    expect(Object.keys(organisationProblems(EMPTY_ORGANISATION)).sort()).toEqual(
      [
        'addressLine1',
        'company_email',
        'country',
        'legal_name',
        'name',
        'postcode',
        'state',
        'suburb',
        'tier',
      ].sort(),
    );
  });

  it('maps nested server keys onto the flat address fields', () => {
    expect(organisationFieldOf('address.postcode')).toBe('postcode');
    expect(organisationFieldOf('website')).toBe('website');
  });

  it('reads any stored draft as untrusted: only known fields of the right kind survive', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        const cleaned = cleanDraftValues(ORGANISATION_FORM_FIELDS, raw, EMPTY_ORGANISATION);
        return Object.entries(cleaned).every(
          ([key, value]) => key in EMPTY_ORGANISATION && typeof value === 'string',
        );
      }),
    );
  });
});
