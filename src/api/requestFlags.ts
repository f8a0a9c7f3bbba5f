import type { AxiosRequestConfig } from 'axios';
import { HEADER_SKIP_GLOBAL_HANDLER, HEADER_SKIP_REDIRECT } from '../domain/contract';

/**
 * Per-request switches of the error policy, typed onto axios' own config so callers and the
 * interceptors share one vocabulary. The two skip switches can also be set as the contract's
 * headers; the request interceptor turns those into these fields and removes the headers, so
 * client-only instructions never travel (a real API would have to allow them in CORS).
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show a 6 s error toast with the server's message when this request fails. */
    showErrorToast?: boolean;
    /** The caller handles 404/500 itself: no redirect to /404 or /500. */
    skipRedirect?: boolean;
    /** The caller handles "other" statuses itself: no global reporting. */
    skipGlobalHandler?: boolean;
    /**
     * The submission's key, sent as Idempotency-Key (idempotency.ts): the same on every retry of
     * one submission. A POST without one gets a fresh key.
     */
    idempotencyKey?: string;
    /** Sent in the background (logout's sign_out): a failure is reported, never toasted. */
    background?: boolean;
  }
}

const truthy = (v: unknown) =>
  v != null && v !== false && String(v).toLowerCase() !== 'false' && v !== '';

/** Moves the skip headers onto the config fields (mutates and returns `config`). */
export function liftSkipHeaders<C extends AxiosRequestConfig>(config: C): C {
  const headers = config.headers as
    { get?(n: string): unknown; delete?(n: string): unknown; [k: string]: unknown } | undefined;
  if (!headers) return config;
  const read = (name: string): unknown =>
    typeof headers.get === 'function' ? headers.get(name) : headers[name];
  const drop = (name: string) => {
    if (typeof headers.delete === 'function') headers.delete(name);
    else delete headers[name];
  };
  const redirect = read(HEADER_SKIP_REDIRECT);
  if (redirect !== undefined) {
    if (truthy(redirect)) config.skipRedirect = true;
    drop(HEADER_SKIP_REDIRECT);
  }
  const global = read(HEADER_SKIP_GLOBAL_HANDLER);
  if (global !== undefined) {
    if (truthy(global)) config.skipGlobalHandler = true;
    drop(HEADER_SKIP_GLOBAL_HANDLER);
  }
  return config;
}
