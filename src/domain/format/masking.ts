/**
 * Values the server masks for the caller's role. Any text containing '***' was masked; the
 * portal shows the marker alone (never the rest of the server's text) and explains it with
 * `MASKED_VALUE_TOOLTIP` (the tooltip is components/MaskedValue's).
 */

export const MASK_MARKER = '***';

/** The text for a role-masked value (lower-case r, unlike the restricted control's tooltip). */
export const MASKED_VALUE_TOOLTIP = 'Access restricted due to your current role permissions';

export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_MARKER);
}
