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

/**
 * SPEC §5 phone rule: an optional plus and a 1–3 digit country code, then 8 to 16 digits, with a
 * single space or hyphen allowed between any two digits.
 */
export const PHONE_PATTERN = /^\+?\d{1,3}(?:[ -]?\d){8,16}$/;
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/**
 * SPEC §5 URL helper check: optional http(s), a domain whose TLD has 2+ letters, an optional
 * port and path. SPEC §5 also says links to search engines are refused ('should be a valid link').
 */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;
export const SEARCH_ENGINE_PATTERN =
  /^(https?:\/\/)?([a-z0-9-]+\.)*(google|bing|yahoo|duckduckgo|baidu|yandex)\./i;
export const isValidWebsite = (value: string): boolean =>
  WEBSITE_PATTERN.test(value) && !SEARCH_ENGINE_PATTERN.test(value);
