import { MASK_MARKER } from './masking';

/**
 * Counts and measures as a person reads them (en-AU):
 * - a count is a whole number with grouped thousands: '12,345' (a fraction is rounded half away
 *   from zero, as Intl does);
 * - a count the server masked for the role (not a number) is '***' and nothing else;
 * - a count with its noun agrees with the number as shown: '1 row', '0 rows', '2 rows' (singular
 *   exactly when the written number is 1);
 * - a decimal shows at most two decimals ('2.5'); weights in kg and lengths in cm likewise;
 *   volumes in m³ at most six decimals, as the server rounds them.
 */

const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const CUBIC = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 6 });

/** '12,345' */
export const formatCount = (value: number): string => WHOLE.format(value);

/** A count that may be masked for the role: '12', '***'. */
export const formatMaskedCount = (value: number | string): string =>
  typeof value === 'number' ? formatCount(value) : MASK_MARKER;

/** Whether a count, as written, takes the singular. */
const isOne = (n: number) => formatCount(n) === '1';

/** The noun for a count: 'box' for 1, 'boxes' otherwise (regular plurals add an s). */
export const nounFor = (n: number, one: string, many = `${one}s`): string =>
  isOne(n) ? one : many;

/** '1 row', '12 rows', '1,200 boxes' (irregular plural given as `many`). */
export const countOf = (n: number, one: string, many?: string): string =>
  `${formatCount(n)} ${nounFor(n, one, many)}`;

/** At most two decimals: '2.5', '1,234.57'. */
export const formatDecimal = (value: number): string => DECIMAL.format(value);

/** A weight: '2.5 kg'. */
export const formatWeight = (kg: number): string => `${DECIMAL.format(kg)} kg`;

/** A length: '30 cm'. */
export const formatLength = (cm: number): string => `${DECIMAL.format(cm)} cm`;

/** Length × width × height: '30 × 20 × 10 cm'. */
export const formatDimensions = (d: { length: number; width: number; height: number }): string =>
  `${DECIMAL.format(d.length)} × ${DECIMAL.format(d.width)} × ${DECIMAL.format(d.height)} cm`;

/** m³ to six decimals: '0.006 m³'. */
export const formatVolume = (m3: number): string => `${CUBIC.format(m3)} m³`;
