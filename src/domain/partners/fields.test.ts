import fc from 'fast-check';
import { fieldProblem } from '../validation/fieldProblem';
import { ADDRESS_FIELDS, EMPTY_ADDRESS } from '../address/fields';
import { emptyPartner, partnerProblems, SUPPLIER_FIELDS } from './fields';

const valid = {
  ...emptyPartner('supplier'),
  name: 'Mia Chen',
  company: 'Bean Brothers',
  email: 'mia@beanbrothers.com.au',
  phone: '+61 412 345 678',
  addressLine1: '12 Harbour Street',
  suburb: 'Pyrmont',
  state: 'NSW',
  postcode: '2009',
  country: 'some-country-uid',
};

/** Text of a length, of visible characters (blank text is a different rule). */
const textOf = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcXYZ019 -'), minLength: min, maxLength: max })
    .filter((s) => s.trim().length === s.length && s.length >= min);

describe('address rules', () => {
  it.each([
    ['addressLine1', 5],
    ['suburb', 3],
    ['state', 2],
    ['postcode', 2],
  ] as const)('%s: required, and at least %i characters', (field, min) => {
    const def = ADDRESS_FIELDS[field];
    expect(fieldProblem(def, '   ')).toBe(`${def.label} is required`);
    fc.assert(
      fc.property(textOf(1, 40), (text) => {
        const problem = fieldProblem(def, text);
        expect(problem === null).toBe(text.length >= min);
      }),
    );
  });

  it('address line 2: blank passes, otherwise at least 5 characters', () => {
    const def = ADDRESS_FIELDS.addressLine2;
    expect(fieldProblem(def, '')).toBeNull();
    expect(fieldProblem(def, '    ')).toBeNull();
    fc.assert(
      fc.property(textOf(1, 40), (text) => {
        expect(fieldProblem(def, text) === null).toBe(text.length >= 5);
      }),
    );
  });

  it('country is required', () => {
    expect(partnerProblems('customer', { ...EMPTY_ADDRESS }).country).toBe('Country is required');
  });

  it('never accepts text over a field’s limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ADDRESS_FIELDS)), fc.nat(20), (def, extra) => {
        expect(fieldProblem(def, 'a'.repeat(def.max + 1 + extra))).toMatch(/at most/);
      }),
    );
  });
});

describe('partner rules', () => {
  it('accepts a complete supplier', () => {
    expect(partnerProblems('supplier', valid)).toEqual({});
  });

  it('names, company, e-mail, type and address are required; phone and supplies are not', () => {
    const problems = partnerProblems('supplier', {});
    expect(Object.keys(problems).sort()).toEqual(
      [
        'name',
        'company',
        'email',
        'supplier_type',
        'addressLine1',
        'suburb',
        'state',
        'postcode',
        'country',
      ].sort(),
    );
  });

  it('e-mail and phone follow the shared rules, with the field’s label first', () => {
    expect(partnerProblems('supplier', { ...valid, email: 'a@b.c' }).email).toBe(
      'Email must be a valid Email Address',
    );
    expect(partnerProblems('supplier', { ...valid, phone: '04 12' }).phone).toBe(
      'Phone is invalid',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (phone) => {
        const problem = partnerProblems('customer', {
          ...valid,
          customer_type: 'retailer',
          phone,
        }).phone;
        const blank = phone.trim() === '';
        if (blank) expect(problem).toBeUndefined();
        else expect(problem === undefined).toBe(/^\+?\d{1,3}(?:[ -]?\d){8,16}$/.test(phone.trim()));
      }),
    );
  });

  it('the type must be one of the kind’s', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        const problem = fieldProblem(SUPPLIER_FIELDS.supplier_type, type);
        const allowed = ['supplier', 'manufacturer'].includes(type.trim());
        expect(problem === null).toBe(allowed || type.trim() === '' ? allowed : false);
      }),
    );
  });

  it('refuses values that are not text', () => {
    expect(fieldProblem(SUPPLIER_FIELDS.name, { a: 1 })).toBe('Name is invalid');
  });
});
