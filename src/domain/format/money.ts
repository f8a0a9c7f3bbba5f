import { MASK_MARKER } from './masking';

/**
 * Money on screen, in files and in the simulator. Every amount of the portal is in AUD (invoices,
 * wallet, order pricing, reports, the dashboard); the server sends plain numbers of dollars.
 *
 * The rules:
 * - Written the en-AU way with two decimals: '$1,234.50', '-$12.00'.
 * - Rounded to whole cents, half a cent away from zero. A float meant as a half (1.005 is really
 *   1.00499999…) rounds as written ($1.01): a nudge of 1e-7 cent is added before rounding.
 *   Anything that rounds to zero is '$0.00', never '-$0.00'. The simulator rounds the amounts it
 *   stores and sends with the same `roundCents`, so a figure and a sum of figures agree to the cent.
 * - A value the server masked for the role (any value that is not a number: '***') is shown as
 *   '***' and nothing else, so no digit of what the server sent can show.
 * - A missing value is '—'.
 */

/** An amount as the API sends it: dollars, or '***' when masked for the caller's role. */
export type MoneyInput = number | string;

/** Shown for an amount that is missing. */
export const NO_AMOUNT = '—';

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const COMPACT_AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Whole cents of an amount, rounded half away from zero (floats like 1.005 included). */
export function toCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** An amount rounded to cents. */
export const roundCents = (value: number): number => toCents(value) / 100;

/** Adds amounts in whole cents, so a column of prices never sums to 10.000000000000002. */
export const sumAmounts = (values: readonly number[]): number =>
  values.reduce((total, value) => total + toCents(value), 0) / 100;

/** An amount as a person reads it: '$1,234.50', '-$12.00'; rounded to cents first. */
export const formatAudAmount = (value: number): string => AUD.format(toCents(value) / 100 || 0);

/** An amount that may be masked or missing: '$1,234.50', '***', '—'. */
export function formatMoney(value: MoneyInput | null | undefined): string {
  if (value === null || value === undefined) return NO_AMOUNT;
  if (typeof value !== 'number') return MASK_MARKER;
  return formatAudAmount(value);
}

/** An axis or bar label's amount, short: '$944.3K', '$1.4M' (the exact figure is beside it). */
export const formatCompactAud = (value: number): string => COMPACT_AUD.format(value);
