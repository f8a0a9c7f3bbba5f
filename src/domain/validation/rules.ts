/**
 * Field rules shared by every form (and the simulator). Every message starts with the field's
 * label: 'Email is required', 'Phone is invalid'.
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

/**
 * The phone rule: an optional plus and a 1–3 digit country code, then 8 to 16 digits, with a
 * single space or hyphen allowed between any two digits.
 */
export const PHONE_PATTERN = /^\+?\d{1,3}(?:[ -]?\d){8,16}$/;
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/**
 * Supplier and customer search (the list box and its suggestions): at most 25 characters. Longer
 * text is refused on both sides: the portal shows the message and sends nothing, the server
 * answers 422.
 */
export const PARTNER_SEARCH_MAX_LENGTH = 25;
export const PARTNER_SEARCH_MESSAGE = `Search must be at most ${PARTNER_SEARCH_MAX_LENGTH} characters`;

/** The search's problem, or null; surrounding spaces do not count (they are never sent). */
export function partnerSearchProblem(text: string): string | null {
  return text.trim().length > PARTNER_SEARCH_MAX_LENGTH ? PARTNER_SEARCH_MESSAGE : null;
}
