import * as yup from 'yup';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblem } from '@/domain/validation/password';
import { EMAIL_MIN_LENGTH, EMAIL_PATTERN, messages } from '@/domain/validation/rules';

/** The e-mail rule: required, at least 5 characters, a standard address pattern. */
export const emailRule = (label = 'Email') =>
  yup
    .string()
    .trim()
    .required(messages.required(label))
    .min(EMAIL_MIN_LENGTH, messages.min(label, EMAIL_MIN_LENGTH))
    .matches(EMAIL_PATTERN, messages.email(label));

/** A new password (the shared rule of docs/auth.md) and its confirmation. */
export const newPasswordRules = (label = 'Password') => ({
  password: yup
    .string()
    .required(messages.required(label))
    .test('password-rule', (value, context) => {
      const problem = passwordProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  password_confirmation: yup
    .string()
    .required(messages.required('Confirm password'))
    .oneOf([yup.ref('password')], PASSWORD_MESSAGES.mismatch),
});

/** Shown under a new-password field, so the rule is known before it is broken. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;
