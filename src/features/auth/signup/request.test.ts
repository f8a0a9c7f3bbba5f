import { firstStepOf } from '@/components/wizard/wizardSteps';
import { generalMessages, signUpStatus, toSignUpRequest } from './request';
import { SIGNUP_STEPS } from './signUpSteps';
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

/** A 422 as the sign-up call rejects with it. */
const refusal = (fieldErrors: Record<string, string[]>) => ({
  status: 422,
  message: Object.values(fieldErrors)[0]![0]!,
  fieldErrors,
});

const messagesOf = (status: ReturnType<typeof signUpStatus>) =>
  Object.fromEntries(Object.entries(status.serverErrors ?? {}).map(([k, e]) => [k, e.message]));

/** The step the wizard returns to: the first holding a message. */
const firstStep = (status: ReturnType<typeof signUpStatus>) =>
  firstStepOf(SIGNUP_STEPS, Object.keys(status.serverErrors ?? {}));

describe('signUpStatus', () => {
  it('puts each message on its field and names the earliest step', () => {
    const status = signUpStatus(
      refusal({
        organisation_name: ['Organisation name has already been taken'],
        email: ['has already been taken'],
      }),
      values,
    );
    expect(messagesOf(status)).toEqual({
      organisation_name: 'Organisation name has already been taken',
      email: 'Email has already been taken',
    });
    expect(firstStep(status)).toBe(0);
    expect(status.formError).toBeUndefined();
  });

  it("maps Rails' other names and keeps unknown keys as general messages", () => {
    const fieldErrors = {
      name: ['is too short'],
      country_uid: ['is invalid'],
      base: ['Sign-up is closed today'],
      plan: ['is odd'],
    };
    const status = signUpStatus(refusal(fieldErrors), EMPTY_VALUES);
    expect(messagesOf(status).organisation_name).toBe('Organisation name is too short');
    expect(messagesOf(status).country).toBe('Country is invalid');
    expect(firstStep(status)).toBe(3);
    expect(generalMessages(fieldErrors)).toEqual(['Sign-up is closed today', 'Plan is odd']);
    expect(status.formError).toBe('Sign-up is closed today Plan is odd');
  });

  it('keeps a message that already names its field', () => {
    const phone = (message: string) =>
      messagesOf(signUpStatus(refusal({ phone: [message] }), values)).phone;
    expect(phone('Phone is invalid')).toBe('Phone is invalid');
    expect(phone('is invalid')).toBe('Phone is invalid');
  });

  it('shows a refusal without field errors above the form', () => {
    expect(signUpStatus({ status: 503, message: 'Sign-up is paused.' }, values)).toEqual({
      formError: 'Sign-up is paused.',
    });
  });
});
