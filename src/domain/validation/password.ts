/**
 * The password rule of sign-up, reset and invitation (a decision, written in docs/auth.md): at
 * least 8 characters with a letter and a digit, confirmed by typing it twice. Shared by the
 * portal's forms and the simulator.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  needsLetterAndDigit: 'Password must contain a letter and a number',
  mismatch: 'Passwords must match',
} as const;

/** The first problem with a password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
    return PASSWORD_MESSAGES.needsLetterAndDigit;
  return null;
}
