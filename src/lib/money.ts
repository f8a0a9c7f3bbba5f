/**
 * Money on screen and in files. Every amount of the portal is in AUD (invoices, wallet, order
 * pricing, reports); the server sends plain numbers of dollars with at most two decimals.
 */
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

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

/**
 * An amount as a person reads it: '$1,234.50', '-$12.00'. Rounded to cents first, so a float
 * that is zero to the cent ('-0.001') is '$0.00', never '-$0.00'.
 */
export const formatAudAmount = (value: number): string => AUD.format(toCents(value) / 100 || 0);
