/**
 * The bot check guarding the one-time-code actions (a widget bottom-left guards resending and
 * verifying a code). Two providers behind one call, `getBotCheckToken(action)`:
 *
 * - reCAPTCHA v3 when `VITE_RECAPTCHA_SITE_KEY` is set: Google's script is loaded once, with its
 *   badge bottom-left, and every token comes from `grecaptcha.execute(key, { action })`.
 * - Otherwise a simulator token `sim-recaptcha:<action>:<random>`, which the API simulator checks
 *   for the right action (a real server would verify a reCAPTCHA token with Google instead).
 */
import { appConfig } from '@/api/config';

export type BotCheckAction = 'resendOTP' | 'verifyOTP';

export interface BotCheckProvider {
  readonly kind: 'recaptcha' | 'simulator';
  /** Gets the provider ready ahead of the first token (loads Google's script). */
  prepare(): Promise<void>;
  token(action: BotCheckAction): Promise<string>;
}

/** What the page exposes once Google's script has run. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** The DOM side of the reCAPTCHA provider, replaceable in tests (no network there). */
export interface ScriptHost {
  loadScript(src: string): Promise<void>;
  grecaptcha(): Grecaptcha | undefined;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const SIMULATOR_TOKEN_PREFIX = 'sim-recaptcha';
export const BOT_CHECK_LOAD_ERROR =
  'The bot check could not be loaded. Check your connection and try again.';

export function recaptchaScriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}&badge=bottomleft`;
}

export const domScriptHost: ScriptHost = {
  loadScript: (src) =>
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error(BOT_CHECK_LOAD_ERROR));
      };
      document.head.append(script);
    }),
  grecaptcha: () => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha,
};

export function createRecaptchaProvider(
  siteKey: string,
  host: ScriptHost = domScriptHost,
): BotCheckProvider {
  let loading: Promise<Grecaptcha> | null = null;

  const load = (): Promise<Grecaptcha> => {
    loading ??= host
      .loadScript(recaptchaScriptUrl(siteKey))
      .then(() => {
        const grecaptcha = host.grecaptcha();
        if (!grecaptcha) throw new Error(BOT_CHECK_LOAD_ERROR);
        return new Promise<Grecaptcha>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
      })
      .catch((error: unknown) => {
        // A blocked or failed download may succeed later: let the next call try again.
        loading = null;
        throw error;
      });
    return loading;
  };

  return {
    kind: 'recaptcha',
    prepare: async () => {
      await load();
    },
    token: async (action) => (await load()).execute(siteKey, { action }),
  };
}

function randomPart(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSimulatorProvider(random: () => string = randomPart): BotCheckProvider {
  return {
    kind: 'simulator',
    prepare: () => Promise.resolve(),
    token: (action) => Promise.resolve(`${SIMULATOR_TOKEN_PREFIX}:${action}:${random()}`),
  };
}

let provider: BotCheckProvider | null = null;

/** The configured provider, created on first use (so the script loads only when needed). */
export function botCheckProvider(): BotCheckProvider {
  provider ??= appConfig.recaptchaSiteKey
    ? createRecaptchaProvider(appConfig.recaptchaSiteKey)
    : createSimulatorProvider();
  return provider;
}

/** Tests swap the provider; null goes back to the configured one. */
export function setBotCheckProvider(next: BotCheckProvider | null): void {
  provider = next;
}

/** A token for the server to check with this action (resendOTP for send and resend). */
export function getBotCheckToken(action: BotCheckAction): Promise<string> {
  return botCheckProvider().token(action);
}
