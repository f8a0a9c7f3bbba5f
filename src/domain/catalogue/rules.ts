/**
 * The catalogue's pure rules (SKU, HS code, barcode and colour formats, unit sizes, volume, days
 * of cover): shared by the wizards, the CSV import and the simulator, so a row the import accepts
 * is a row the server accepts.
 */

/** A unit's sides in centimetres (the api's Dimensions without weight). */
export interface Box {
  length: number;
  width: number;
  height: number;
}

export const TITLE_MAX_LENGTH = 200;
export const SKU_MAX_LENGTH = 40;
/** SKUs: letters, digits, dash, underscore and dot; no spaces (decided, docs/catalogue.md). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** HS code: 2 digits, or 4 digits with optional dotted groups (1–2 or 4 digits, then 2 digits). */
export const HS_CODE_PATTERN = /^(\d{2}|\d{4}(\.(\d{1,2}|\d{4}))?(\.\d{2})?)$/;
/** Hex colours: # then 3 or 6 hex digits. */
export const HEX_COLOUR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Code 128 (set B covers it): printable ASCII, at most 48 characters to stay scannable. */
export const CODE128_PATTERN = /^[\x20-\x7e]{1,48}$/;

export const CATALOGUE_MESSAGES = {
  invalidDimensions: 'Invalid Dimensions',
  smallerThanParent: 'dimensions are smaller than the parent',
  notEnoughQuantity: 'Not enough quantity',
  bundleNeedsProduct: 'A bundle must have at least one product',
  bundleNeedsImage: 'Bundle Image is required',
  hsCode: 'HS code is invalid',
  hexColour: 'Color must be a hex colour of 3 or 6 digits, like #1a2b3c',
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  barcode: 'Barcode must be printable characters only (Code 128), at most 48',
  sku: 'SKU may only contain letters, numbers, dots, dashes and underscores',
  skuTaken: 'SKU has already been taken',
} as const;

export const isValidHsCode = (value: string): boolean => HS_CODE_PATTERN.test(value);
export const isHexColour = (value: string): boolean => HEX_COLOUR_PATTERN.test(value);
export const isValidTitle = (value: string): boolean =>
  value.trim().length > 0 && value.length <= TITLE_MAX_LENGTH;
export const isValidCode128 = (value: string): boolean => CODE128_PATTERN.test(value);
export const isValidSku = (value: string): boolean =>
  value.length <= SKU_MAX_LENGTH && SKU_PATTERN.test(value);

/** m³ from centimetres (l × w × h / 1,000,000), rounded to 6 decimals. */
export function volume({ length, width, height }: Box) {
  return Math.round(((length * width * height) / 1_000_000) * 1e6) / 1e6;
}

/** Any side missing, not a number, or not above zero. */
export function hasEmptyDimensions(box: Partial<Box>): boolean {
  return [box.length, box.width, box.height].some(
    (v) => typeof v !== 'number' || !Number.isFinite(v) || v <= 0,
  );
}

/**
 * True when the child cannot hold its parent: sides are compared smallest to smallest, so a
 * carton turned on its side still counts as large enough.
 */
export function isSmallerThanParent(child: Box, parent: Box): boolean {
  const sides = (b: Box) => [b.length, b.width, b.height].sort((a, z) => a - z);
  const c = sides(child);
  const p = sides(parent);
  return c.some((side, i) => side < p[i]);
}

/** The message for a new unit's dimensions, or null when they are acceptable. */
export function unitDimensionsProblem(child: Partial<Box>, parent: Box): string | null {
  if (hasEmptyDimensions(child)) return CATALOGUE_MESSAGES.invalidDimensions;
  return isSmallerThanParent(child as Box, parent) ? CATALOGUE_MESSAGES.smallerThanParent : null;
}

/** Days the stock lasts at the daily burn rate (stock ÷ rate); null when nothing goes out. */
export function daysOfCover(stock: number, dailyBurnRate: number): number | null {
  if (!(dailyBurnRate > 0)) return null;
  return Math.max(0, stock) / dailyBurnRate;
}

/** Below 7 days: reorder now; below 14 days: reorder soon (decided, docs/catalogue.md). */
export const COVER_CRITICAL_DAYS = 7;
export const COVER_WARNING_DAYS = 14;
export type CoverLevel = 'critical' | 'warning' | 'ok' | 'unknown';
export function coverLevel(days: number | null): CoverLevel {
  if (days === null) return 'unknown';
  if (days < COVER_CRITICAL_DAYS) return 'critical';
  if (days < COVER_WARNING_DAYS) return 'warning';
  return 'ok';
}
