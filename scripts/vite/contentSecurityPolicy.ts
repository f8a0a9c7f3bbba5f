import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of every page of the build, as a `<meta http-equiv>` at the top of
 * the head: index.html here, and the pre-painted sign-in page (prepaintedSignIn.ts calls
 * `withContentSecurityPolicy` on its own HTML). The session token lives in localStorage, so an
 * injected script must never run: scripts come only from this origin, plus the hashes of the
 * page's own inline scripts (no 'unsafe-inline' for scripts), plus reCAPTCHA's when a site key is
 * set. Styles allow inline because antd writes its styles at run time. A meta policy cannot set
 * frame-ancestors; docs/architecture.md gives the header form for hosts, which adds it.
 */

export interface PolicyEnv {
  VITE_API_BASE_URL?: string;
  VITE_CABLE_URL?: string;
  VITE_SENTRY_DSN?: string;
  VITE_SEARCH_APP_ID?: string;
  VITE_RECAPTCHA_SITE_KEY?: string;
}

const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
/** The hosted search service's hosts (its client tries the -dsn host, then the numbered ones). */
const SEARCH_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The cable's origin: configured, else the API base with ws(s) for http(s). */
function cableOrigin(env: PolicyEnv): string | null {
  const cable = originOf(env.VITE_CABLE_URL);
  if (cable) return cable;
  const api = originOf(env.VITE_API_BASE_URL);
  return api && api.replace(/^http/, 'ws');
}

/** The directives, with the hashes of the page's inline scripts. */
export function policyDirectives(env: PolicyEnv, inlineScriptHashes: string[]): string[] {
  const recaptcha = !!env.VITE_RECAPTCHA_SITE_KEY;
  const connect = [
    "'self'",
    // A document may read back a file it made (the invoice PDF's tab reads its own blob).
    'blob:',
    originOf(env.VITE_API_BASE_URL),
    cableOrigin(env),
    originOf(env.VITE_SENTRY_DSN),
    ...SEARCH_HOSTS,
    ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
  ].filter((source): source is string => !!source);
  const hashes = inlineScriptHashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Product pictures and the avatar service's are on other hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src 'self' blob:${recaptcha ? ` ${RECAPTCHA_FRAMES.join(' ')}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '')
    .map((body) => createHash('sha256').update(body, 'utf8').digest('base64'));
}

export const POLICY_META_MARKER = 'http-equiv="Content-Security-Policy"';

/** `html` with its policy as the head's first element (replacing one already there). */
export function withContentSecurityPolicy(html: string, env: PolicyEnv): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const policy = policyDirectives(env, inlineScriptHashes(withoutOld)).join('; ');
  return withoutOld.replace(/<head>/, `<head><meta ${POLICY_META_MARKER} content="${policy}">`);
}

/** Build only: the development server's modules and hot reload use inline scripts of Vite's. */
export function contentSecurityPolicy(): Plugin {
  let env: PolicyEnv = {};
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      env = config.env as PolicyEnv;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withContentSecurityPolicy(html, env),
    },
  };
}
