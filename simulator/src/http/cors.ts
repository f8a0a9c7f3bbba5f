import {
  AUTH_HEADER_NAMES,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_IDEMPOTENT_REPLAYED,
  HEADER_ORGANISATION,
  HEADER_SIGNATURE,
  HEADER_SKIP_GLOBAL_HANDLER,
  HEADER_SKIP_REDIRECT,
  HEADER_TIMESTAMP,
  HEADER_TIMEZONE_OFFSET,
} from '@/domain/contract';

/** Every header the portal sends: the browser must be told each one is allowed. */
export const ALLOWED_REQUEST_HEADERS = [
  'Accept',
  'Content-Type',
  'Authorization',
  HEADER_TIMEZONE_OFFSET,
  HEADER_TIMESTAMP,
  HEADER_SIGNATURE,
  HEADER_ORGANISATION,
  HEADER_SKIP_REDIRECT,
  HEADER_SKIP_GLOBAL_HANDLER,
  HEADER_IDEMPOTENCY_KEY,
  ...AUTH_HEADER_NAMES,
];

/**
 * Response headers the portal reads besides the auth ones: the bulk print's per-row results
 * (bookings/print-packaging-list, handlers/orderPrints.ts) and the mark of a replayed answer
 * (server-rules/idempotency.ts).
 */
export const EXPOSED_RESPONSE_HEADERS = [
  ...AUTH_HEADER_NAMES,
  'X-Print-Results',
  HEADER_IDEMPOTENT_REPLAYED,
];

/**
 * CORS for any origin (it is a local development server). The origin is echoed rather than `*`
 * so credentialed requests work too, and the devise auth headers (and the bulk print's results)
 * are exposed so the portal can read them.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin || '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'Access-Control-Expose-Headers': EXPOSED_RESPONSE_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
