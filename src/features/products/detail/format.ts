/** Display formats of the product screens: en-AU, money in AUD. */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const cubic = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 6 });

/** Money, unless the server masked it for this role ('***' stays as it is for MaskedValue). */
export const formatMoney = (value: number | string): string =>
  typeof value === 'number' ? aud.format(value) : value;
export const formatCount = (value: number): string => whole.format(value);
export const formatDecimal = (value: number): string => decimal.format(value);
/** m³ to six decimals, as the server rounds it. */
export const formatVolume = (value: number): string => `${cubic.format(value)} m³`;
export const formatDimensions = (d: { length: number; width: number; height: number }): string =>
  `${decimal.format(d.length)} × ${decimal.format(d.width)} × ${decimal.format(d.height)} cm`;
export const formatWeight = (kg: number): string => `${decimal.format(kg)} kg`;
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
/** 'boxes' → 'Boxes': a name at the start of a label. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
