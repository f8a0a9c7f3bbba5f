import { profileSchema, toProfileInput, type ProfileFormValues } from './schema';

const valid: ProfileFormValues = {
  first_name: 'Mia',
  last_name: 'Patel',
  phone: '',
  occupation: '',
  time_zone: 'Australia/Perth',
};

async function errorsOf(values: Partial<ProfileFormValues>) {
  try {
    await profileSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('profileSchema', () => {
  it('accepts names with an optional phone and occupation', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ phone: '+61 412-345-678' })).toEqual([]);
  });

  it('words each refusal with the field label', async () => {
    expect(
      await errorsOf({
        first_name: '  ',
        last_name: 'x'.repeat(51),
        phone: 'call me',
        occupation: 'x'.repeat(101),
        time_zone: '',
      }),
    ).toEqual([
      'First name is required',
      'Last name must be at most 50 characters',
      'Phone is invalid',
      'Occupation must be at most 100 characters',
      'Time zone is required',
    ]);
  });
});

describe('toProfileInput', () => {
  it('trims what was typed and leaves the e-mail out', () => {
    expect(toProfileInput({ ...valid, first_name: ' Mia ', phone: ' 0412345678 ' })).toEqual({
      first_name: 'Mia',
      last_name: 'Patel',
      phone: '0412345678',
      occupation: '',
      time_zone: 'Australia/Perth',
    });
  });
});
