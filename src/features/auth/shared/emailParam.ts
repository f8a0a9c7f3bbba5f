import { isValidEmail } from '@/domain/validation/rules';

/**
 * The reset link's `o` query: the address, base64url-encoded (RFC 4648 §5, padding optional).
 * Anything that does not decode to a valid address is ignored: the page works without it.
 */
export function decodeEmailParam(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const email = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    return isValidEmail(email) ? email : null;
  } catch {
    return null;
  }
}

/** The inverse, for building links in tests and pages. */
export function encodeEmailParam(email: string): string {
  const bytes = new TextEncoder().encode(email);
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Reads `?email=` (prefill of the login and forgot-password forms) when it is a valid address. */
export function emailFromQuery(search: URLSearchParams): string {
  const email = search.get('email')?.trim() ?? '';
  return isValidEmail(email) ? email : '';
}
