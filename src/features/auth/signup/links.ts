/**
 * The terms and conditions the sign-up asks the person to accept. The provider has not said where
 * its terms live: this address is the portal's decision until the provider confirms it
 * (docs/auth.md).
 */
export const TERMS_URL = 'https://www.keepstock.com.au/terms-and-conditions';
