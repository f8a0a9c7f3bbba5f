/**
 * The terms and conditions the sign-up asks the person to accept. SPEC §9 says a terms link
 * exists but not where it points: this address is the portal's decision until the provider
 * confirms it (docs/auth.md).
 */
export const TERMS_URL = 'https://www.keepstock.com.au/terms-and-conditions';
