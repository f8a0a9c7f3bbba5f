import type { AxiosError } from 'axios';

/*
 * axios's own isAxiosError and isCancel, by the same markers, without importing axios: any value
 * import from 'axios' brings the whole client (~14 kB gzip), which the first screen does not need
 * until it sends a request.
 */

/** An error axios raised: it marks every one with `isAxiosError: true`. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && 'isAxiosError' in error
    ? error.isAxiosError === true
    : false;
}

/** A request cancelled through its AbortSignal: axios's CanceledError carries `__CANCEL__`. */
export function isCancel(error: unknown): boolean {
  return Boolean((error as { __CANCEL__?: unknown } | null)?.__CANCEL__);
}
