/*
 * The role-masking rule, apart from MaskedValue so forms can use it without loading the tooltip
 * that MaskedValue shows.
 */

/** The text for a role-masked value (lower-case r, unlike the restricted control's tooltip). */
export const MASKED_VALUE_TOOLTIP = 'Access restricted due to your current role permissions';
export const MASK_MARKER = '***';

export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_MARKER);
}
