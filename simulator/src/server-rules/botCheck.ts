/**
 * The bot-check rule of the one-time-code endpoints (reCAPTCHA v3 guards the actions
 * resendOTP and verifyOTP). The provider's server would send the token to Google; the simulator
 * cannot, so it checks what it can:
 * - a missing or blank token fails;
 * - a simulator token (`sim-recaptcha:<action>:<anything>`, what the portal sends when no
 *   reCAPTCHA site key is configured) must name the action of the endpoint;
 * - any other non-empty token is taken to be a real reCAPTCHA token and accepted unchecked.
 */
export type BotCheckAction = 'resendOTP' | 'verifyOTP';

export const RECAPTCHA_FAILED_MESSAGE =
  'The bot check failed. Please reload the page and try again.';

const SIMULATOR_PREFIX = 'sim-recaptcha:';

export function passesBotCheck(token: unknown, action: BotCheckAction): boolean {
  if (typeof token !== 'string' || token.trim() === '') return false;
  if (!token.startsWith(SIMULATOR_PREFIX)) return true;
  const [tokenAction, ...rest] = token.slice(SIMULATOR_PREFIX.length).split(':');
  return tokenAction === action && rest.join(':') !== '';
}
