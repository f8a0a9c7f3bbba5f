/**
 * Money on screen and in files. Every amount of the portal is in AUD (invoices, wallet, order
 * pricing, reports); the server sends plain numbers.
 */
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** An amount as a person reads it: '$1,234.50', '-$12.00'. */
export const formatAudAmount = (value: number): string => AUD.format(value);
