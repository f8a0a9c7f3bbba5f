import { TIERS, type Tier } from '@/domain/contract';

/**
 * The `d` query of /auth/signup (an encoded object), e.g. in a sales rep's link:
 * base64url (standard base64 is accepted too) of the UTF-8 JSON of an object. Only the keys
 * below are read, only string values of sane length, and passwords never: a link must not be
 * able to choose someone's password or smuggle anything else into the form.
 */
export const PREFILL_KEYS = [
  'first_name',
  'last_name',
  'email',
  'organisation_name',
  'legal_name',
  'website',
  'phone',
  'tier',
  'country',
] as const;
export type PrefillKey = (typeof PREFILL_KEYS)[number];
export type Prefill = { [K in PrefillKey]: K extends 'tier' ? Tier : string };

/**
 * Longer values are not names, addresses or URLs. The encoded limit fits every field at its
 * longest in 4-byte characters (about 12.5k), and stops anything bigger before it is decoded.
 */
export const MAX_ENCODED_LENGTH = 16 * 1024;
export const MAX_VALUE_LENGTH = 255;

// Control characters have no place in a name or an address and could hide text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export function isSanePrefillValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= MAX_VALUE_LENGTH &&
    !CONTROL_CHARS.test(value)
  );
}

/** Keeps the known, sane keys of a parsed value; anything else (arrays, null, numbers) is {}. */
export function pickPrefill(value: unknown): Partial<Prefill> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const out: Partial<Record<PrefillKey, string>> = {};
  for (const key of PREFILL_KEYS) {
    // Own properties only: an inherited or `__proto__` entry is never read.
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const entry = source[key];
    if (!isSanePrefillValue(entry)) continue;
    if (key === 'tier' && !(TIERS as readonly string[]).includes(entry)) continue;
    out[key] = entry;
  }
  return out as Partial<Prefill>;
}

function base64UrlToBytes(encoded: string): Uint8Array {
  // URLSearchParams turns an unescaped '+' into a space.
  const standard = encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(standard)) throw new Error('not base64');
  const unpadded = standard.replace(/=+$/, '');
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Never throws: an unreadable, oversized or hostile `d` simply prefills nothing. */
export function decodePrefill(d: string | null | undefined): Partial<Prefill> {
  if (typeof d !== 'string' || d === '' || d.length > MAX_ENCODED_LENGTH) return {};
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(d));
    return pickPrefill(JSON.parse(json));
  } catch {
    return {};
  }
}

/** For links and docs: the `d` value that prefills these fields. */
export function encodePrefill(prefill: Partial<Prefill>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(prefill));
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
