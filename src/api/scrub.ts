/**
 * Security rule: the session tokens, the uid, the request signature and the auth
 * query parameters must never reach the console or the error-reporting service. Everything that
 * is logged or reported goes through scrubSensitive first.
 */
export const FILTERED = '[Filtered]';

/** Object keys (header names, params, body fields) whose values are never shown. Lower-case. */
const SENSITIVE_KEYS = new Set([
  'access-token',
  'client',
  'uid',
  'x-signature',
  'at',
  'hash',
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'password_confirmation',
  'current_password',
]);

/** Query parameters carrying credentials (at, client, uid, hash), also in a bare query string. */
const SENSITIVE_PARAM = /((?:^|[?&;])(?:at|client|uid|hash|access-token|token)=)[^&#\s"'<>]*/gim;
/** The same values inside JSON text or a printed header block (`"uid":"x"`, `client: x`). */
const SENSITIVE_JSON =
  /("(?:access-token|client|uid|x-signature|password)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const SENSITIVE_LINE = /^((?:access-token|client|uid|x-signature)\s*:\s*).+$/gim;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase());
}

export function scrubString(text: string): string {
  return text
    .replace(SENSITIVE_PARAM, `$1${FILTERED}`)
    .replace(SENSITIVE_JSON, `$1"${FILTERED}"`)
    .replace(SENSITIVE_LINE, `$1${FILTERED}`);
}

const MAX_DEPTH = 10;

/**
 * axios's headers object, known by the tag it gives itself rather than by `instanceof`, which
 * would make the error reporter load axios (~14 kB gzip) on pages that have not sent a request.
 */
function isAxiosHeaders(value: object): value is { toJSON(): Record<string, unknown> } {
  return (
    Object.prototype.toString.call(value) === '[object AxiosHeaders]' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

/**
 * A scrubbed deep copy of any value: headers objects (AxiosHeaders included), URLs, nested axios
 * configs, errors. Cycles become '[Circular]'; functions are dropped from objects.
 */
export function scrubSensitive<T>(value: T): T {
  return walk(value, new WeakSet(), 0) as T;
}

function walk(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof URL) return scrubString(value.href);
  if (value instanceof Date) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);

  if (isAxiosHeaders(value)) return walk(value.toJSON(), seen, depth + 1);
  if (Array.isArray(value)) return value.map((v) => walk(v, seen, depth + 1));
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return walk(Object.fromEntries(value.entries()), seen, depth + 1);
  }
  if (typeof URLSearchParams !== 'undefined' && value instanceof URLSearchParams) {
    return scrubString(`?${value.toString()}`).slice(1);
  }

  // Only plain data is copied; XHRs, sockets, Blobs and the like are named, not walked.
  const proto = Object.getPrototypeOf(value);
  if (!(value instanceof Error) && proto !== Object.prototype && proto !== null) {
    return `[${(value as object).constructor?.name ?? 'Object'}]`;
  }

  const out: Record<string, unknown> = {};
  // Errors keep their non-enumerable name/message/stack, which carry the useful part.
  if (value instanceof Error) {
    out.name = value.name;
    out.message = scrubString(value.message);
    if (value.stack) out.stack = scrubString(value.stack);
  }
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'function') continue;
    out[key] = isSensitiveKey(key) ? FILTERED : walk(v, seen, depth + 1);
  }
  return out;
}
