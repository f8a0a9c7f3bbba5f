import type { AxiosRequestConfig } from 'axios';
import { HEADER_IDEMPOTENCY_KEY } from '../domain/contract';

/**
 * A write is applied once per Idempotency-Key (docs/api.md, Idempotency). One submission (a form
 * or a wizard sent, then sent again after a failure) keeps one key, so the server answers a retry
 * of a write it already applied with the answer it kept, instead of applying it again. The kit
 * (useSubmitOnce, the wizard and its draft) owns a submission's key and hands it to the request
 * as `idempotencyKey`; any other POST gets a fresh key of its own, which still lets the server
 * recognise a copy of that one request.
 */
export interface Submission {
  /** The same for every retry of one submission; new for the next one. */
  readonly idempotencyKey: string;
}

/** A new key: a random UUID (v4). */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  // randomUUID exists only in secure contexts (https, localhost); the fallback is the same v4.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface HeaderBag {
  has(name: string): boolean;
  set(name: string, value: string): unknown;
}

/**
 * Sets the Idempotency-Key header: the request's own key (`idempotencyKey`, any method), else a
 * fresh one on a POST. A key the caller put in the headers wins.
 */
export function applyIdempotencyKey(
  config: AxiosRequestConfig & { headers: HeaderBag },
  method: string,
): void {
  if (config.headers.has(HEADER_IDEMPOTENCY_KEY)) return;
  const key = config.idempotencyKey ?? (method === 'POST' ? newIdempotencyKey() : undefined);
  if (key) config.headers.set(HEADER_IDEMPOTENCY_KEY, key);
}
