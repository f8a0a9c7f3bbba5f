import { placeServerErrors, toSignUpRequest, withLabel } from './request';
import { EMPTY_VALUES, type SignUpValues } from './values';

const values: SignUpValues = {
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email: ' Ada@Example.com ',
  password: ' Engine2024 ',
  password_confirmation: ' Engine2024 ',
  terms_accepted: true,
  tier: 'growth',
  organisation_name: ' Analytical Goods ',
  legal_name: 'Analytical Goods Pty Ltd',
  website: 'example.com ',
  phone: '',
  country: 'uid-au',
};

describe('toSignUpRequest', () => {
  it('trims the text but sends the password exactly as typed', () => {
    expect(toSignUpRequest(values)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      password: ' Engine2024 ',
      password_confirmation: ' Engine2024 ',
      tier: 'growth',
      organisation_name: 'Analytical Goods',
      legal_name: 'Analytical Goods Pty Ltd',
      website: 'example.com',
      phone: '',
      country: 'uid-au',
      terms_accepted: true,
    });
  });
});

describe('placeServerErrors', () => {
  it('puts each message on its field and names the earliest step', () => {
    const placed = placeServerErrors(
      {
        organisation_name: ['Organisation name has already been taken'],
        email: ['has already been taken'],
      },
      values,
    );
    expect(placed).toEqual({
      fields: {
        organisation_name: {
          message: 'Organisation name has already been taken',
          value: ' Analytical Goods ',
        },
        email: { message: 'Email has already been taken', value: ' Ada@Example.com ' },
      },
      firstStep: 0,
      general: [],
    });
  });

  it("maps Rails' other names and keeps unknown keys as general messages", () => {
    const placed = placeServerErrors(
      {
        name: ['is too short'],
        country_uid: ['is invalid'],
        base: ['Sign-up is closed today'],
        plan: ['is odd'],
      },
      EMPTY_VALUES,
    );
    expect(placed.fields.organisation_name?.message).toBe('Organisation name is too short');
    expect(placed.fields.country?.message).toBe('Country is invalid');
    expect(placed.firstStep).toBe(3);
    expect(placed.general).toEqual(['Sign-up is closed today', 'Plan is odd']);
  });

  it('keeps a message that already names its field', () => {
    expect(withLabel('phone', 'Phone is invalid')).toBe('Phone is invalid');
    expect(withLabel('phone', 'is invalid')).toBe('Phone is invalid');
  });
});
