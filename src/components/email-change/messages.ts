/**
 * Texts of the verification screens. The limit texts are the product's message catalogue, word
 * for word; the rest are the portal's own.
 */
export const OTP_MESSAGES = {
  /** The catalogue's text for the resend limit, shown on the limit screen. */
  limitReached:
    "You've reached the maximum number of OTP resend attempts. Further attempts are blocked. Try Again After 3 hours",
  /** The catalogue's dialog text once a resend beyond the limit is refused. */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  codeExpired: 'The code has expired. Use Resend code to get a new one.',
  verified: 'Your e-mail address is verified.',
  emailUpdated: 'Your e-mail address has been updated.',
  sameEmail: 'The new address is the same as the current one.',
} as const;

/**
 * Where the limit-reached screen sends people. The provider has not published its support
 * address, so this is a placeholder to replace with the real one.
 */
export const SUPPORT_EMAIL = 'support@keepstock.example';
