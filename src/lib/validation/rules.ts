/**
 * Field rules of SPEC §5 shared by every form. Messages are prefixed by the field label, as the
 * generic messages of SPEC §5 are.
 */

/** user @ domain with a 2-to-4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const EMAIL_MIN_LENGTH = 5;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && EMAIL_PATTERN.test(value);
}

export const messages = {
  required: (label: string) => `${label} is required`,
  email: (label: string) => `${label} must be a valid Email Address`,
  min: (label: string, n: number) => `${label} must be at least ${n} characters`,
};
