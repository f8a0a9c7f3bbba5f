import { HEADER_SIGNATURE, HEADER_TIMESTAMP, SIGNATURE_MAX_AGE_MS } from '@/domain/contract';
import { signRequest, signedPath } from '@/lib/signing';

/**
 * The keyed-hash check every /v1 request passes first: `X-Timestamp` (ms since epoch) and
 * `X-Signature` = HMAC(secret, timestamp, method, path from /v1). A missing pair, a wrong hash,
 * or a timestamp more than SIGNATURE_MAX_AGE_MS away from the server clock fails.
 */
export function hasValidSignature(request: Request, secret: string, now: number): boolean {
  const timestamp = request.headers.get(HEADER_TIMESTAMP);
  const signature = request.headers.get(HEADER_SIGNATURE);
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_AGE_MS) return false;
  const expected = signRequest(secret, timestamp, request.method, signedPath(request.url));
  return constantTimeEqual(expected, signature.toLowerCase());
}

/** Compares without an early exit, as a real server would, so timing reveals nothing. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
