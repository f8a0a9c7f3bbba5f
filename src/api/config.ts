import { APP_VERSION } from '@/lib/version';

/**
 * Runtime configuration from Vite's env (.env.example lists every variable). With no API base URL
 * the portal runs on the built-in API simulator, served under this origin's /api.
 */
const env = import.meta.env;
const trimSlash = (s: string) => s.replace(/\/+$/, '');

const configuredBase = trimSlash((env.VITE_API_BASE_URL as string | undefined) ?? '');

export const appConfig = {
  simulatorEnabled: configuredBase === '',
  hmacSecret: (env.VITE_API_HMAC_SECRET as string | undefined) || 'simulator-secret',
  searchAppId: (env.VITE_SEARCH_APP_ID as string | undefined) || 'SIMULATORAPP',
  cableUrl: (env.VITE_CABLE_URL as string | undefined) || '',
  sentryDsn: (env.VITE_SENTRY_DSN as string | undefined) || '',
  /** reCAPTCHA v3 site key; empty: the simulator's bot check (src/core/botCheck). */
  recaptchaSiteKey: (env.VITE_RECAPTCHA_SITE_KEY as string | undefined) || '',
  simulatorLatencyMs: Number(env.VITE_SIMULATOR_LATENCY_MS ?? 250) || 0,
  appVersion: APP_VERSION,
};

/**
 * The ActionCable endpoint: VITE_CABLE_URL, else `ws(s)://<API base URL>/cable` (the simulator in
 * the page answers `<origin>/api/cable`; `npm run simulator` `ws://localhost:8787/cable`).
 */
export function cableRoot(): string {
  if (appConfig.cableUrl) return appConfig.cableUrl;
  return apiRoot().replace(/\/v1$/, '/cable').replace(/^http/, 'ws');
}

/** `<API base URL>/v1`; the simulator answers under `<origin>/api/v1`. */
export function apiRoot(): string {
  const base = configuredBase || `${globalThis.location?.origin ?? 'http://localhost'}/api`;
  return `${base}/v1`;
}
