import { HEADER_SKIP_GLOBAL_HANDLER } from './contract';

/**
 * Headers of a request whose refusals the caller shows itself (on its fields, above its form, as
 * a check that could not run): the transport neither reports nor toasts them. A 401 still ends
 * the session, as for any call.
 */
export const CALLER_HANDLES_ERRORS = { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' } as const;

/** A POST whose refusals the caller handles (checks while typing, one-time codes). */
export const quietPost = (url: string, data: unknown) => ({
  url,
  method: 'POST' as const,
  data,
  headers: CALLER_HANDLES_ERRORS,
});
