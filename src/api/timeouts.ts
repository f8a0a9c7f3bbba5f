import { isAxiosError } from './axiosGuards';

/**
 * How long the portal waits for an answer before letting a request go: one policy for every call
 * of the axios instance, uploads with progress (files take longer to send) and the hosted search.
 * A request that outlives its limit fails with TIMEOUT_MESSAGE; it is not a session failure.
 */
export interface RequestTimeouts {
  /** Every API call (reads and writes). */
  requestMs: number;
  /** A multipart upload that reports its progress (support attachments, documents). */
  uploadMs: number;
  /** One hosted-search request (product and bundle lists). */
  searchMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<RequestTimeouts> = {
  requestMs: 30_000,
  uploadMs: 120_000,
  searchMs: 30_000,
};

export const TIMEOUT_MESSAGE =
  'The server took too long to answer. Check your connection and try again.';

let current: RequestTimeouts = { ...DEFAULT_TIMEOUTS };

/** Replaces the limits (tests use short ones); what is left out goes back to its default. */
export function configureTimeouts(limits: Partial<RequestTimeouts> = {}): void {
  current = { ...DEFAULT_TIMEOUTS, ...limits };
}

export function requestTimeouts(): Readonly<RequestTimeouts> {
  return current;
}

/** axios' code for a timed-out request ('ECONNABORTED' with a timeout message in older setups). */
export function isTimeoutError(error: unknown): boolean {
  if (error instanceof SearchTimeoutError) return true;
  if (!isAxiosError(error)) return false;
  return (
    error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
  );
}

/** A hosted search that did not answer within `searchMs`. */
export class SearchTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'SearchTimeoutError';
  }
}

/** Settles as `task` does, or rejects with a SearchTimeoutError once `ms` have passed. */
export function withDeadline<T>(task: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SearchTimeoutError()), ms);
    task.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
