const COMPACT_AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis or bar label's amount, short: '$944.3K', '$1.4M' (the exact figure is in the table). */
export const compactAud = (value: number): string => COMPACT_AUD.format(value);
