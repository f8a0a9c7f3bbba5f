/**
 * Texts of the verification screens. The first two are SPEC §8's catalogue, word for word; the
 * rest are ours where SPEC shows none.
 */
export const OTP_MESSAGES = {
  /** SPEC §8, "OTP resend limit (catalogue)". */
  limitReached:
    "You've reached the maximum number of OTP resend attempts. Further attempts are blocked. Try Again After 3 hours",
  /** SPEC §8, "OTP resend beyond limit (dialog)". */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  codeExpired: 'The code has expired. Use Resend code to get a new one.',
  verified: 'Your e-mail address is verified.',
  emailUpdated: 'Your e-mail address has been updated.',
  sameEmail: 'The new address is the same as the current one.',
} as const;

/**
 * Where the limit-reached screen sends people. SPEC §9: "support contact details … exist; their
 * values are not shown", so this is a placeholder to replace with the provider's real address.
 */
export const SUPPORT_EMAIL = 'support@keepstock.example';
