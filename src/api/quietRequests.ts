import { HEADER_SKIP_GLOBAL_HANDLER, HEADER_SKIP_REDIRECT } from '../domain/contract';

/**
 * Headers of a request whose refusals the caller shows itself (on its fields, above its form, as
 * a check that could not run): the transport neither reports nor toasts them. A 401 still ends
 * the session, as for any call.
 */
export const CALLER_HANDLES_ERRORS = { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' } as const;

/**
 * Headers of a read whose "not found" is the page's own message (an unknown link token, say):
 * the transport does not leave for /404.
 */
export const CALLER_SHOWS_NOT_FOUND = { [HEADER_SKIP_REDIRECT]: 'true' } as const;

/** A request with a body whose refusals the caller handles (checks, one-time codes, forms). */
export const quietRequest = (method: 'POST' | 'PUT' | 'PATCH', url: string, data: unknown) => ({
  url,
  method,
  data,
  headers: CALLER_HANDLES_ERRORS,
});

/** A POST whose refusals the caller handles (checks while typing, one-time codes). */
export const quietPost = (url: string, data: unknown) => quietRequest('POST', url, data);
