import { SKU_MAX_LENGTH, TITLE_MAX_LENGTH } from './rules';
import { labelsOf, type FieldDef } from '../fields/registry';
import type { ProductInput } from './productContract';

/**
 * Every product field, declared once: the product form's schema, its labels, the CSV import, the
 * product draft's cleaner and the simulator's validation of items/ all read these, so the client
 * and the simulator cannot disagree about a label or a limit.
 */

/** Pictures a product may have. */
export const MAX_IMAGES = 5;
/** What a product is for: sold to customers, or marketing material added to orders. */
export const PRODUCT_SKU_TYPES = ['product', 'marketing'] as const;

/** cm and kg: a base unit over 10 m or 1 tonne is a typing slip, not a product. */
const SIZE_MAX = 1000;
/** AUD */
const MONEY_MAX = 1_000_000;

const money = (label: string): FieldDef => ({
  label,
  kind: 'number',
  required: true,
  min: 0,
  max: MONEY_MAX,
});
/**
 * A base unit's side or weight: the form wants more than 0 (a size of 0 is no size). The server
 * accepts 0, the value it gives a size left out: it requires only PRODUCT_SERVER_REQUIRED.
 */
const size = (label: string): FieldDef => ({
  label,
  kind: 'number',
  required: true,
  above: 0,
  max: SIZE_MAX,
});
const flag = (label: string): FieldDef => ({ label, kind: 'boolean' });

export const PRODUCT_FIELDS = {
  sku: { label: 'SKU', kind: 'text', required: true, max: SKU_MAX_LENGTH },
  title: { label: 'Title', kind: 'text', required: true, max: TITLE_MAX_LENGTH },
  category_id: { label: 'Category', kind: 'id' },
  barcode: { label: 'Barcode', kind: 'text' },
  description: { label: 'Description', kind: 'text', max: 2000 },
  images: { label: 'Images', kind: 'image-list', max: MAX_IMAGES },
  length: size('Length'),
  width: size('Width'),
  height: size('Height'),
  weight: size('Weight'),
  manufactured_country: { label: 'Manufactured country', kind: 'text', required: true },
  supplier_value: money('Supplier value'),
  hs_code: { label: 'HS code', kind: 'text', required: true },
  sales_value: money('Sales value'),
  insurance_cover: money('Insurance cover'),
  import_declaration: { label: 'Import declaration', kind: 'text', max: 500 },
  fragile: flag('Fragile'),
  serial_required: flag('Serial number required'),
  pre_packed: flag('Pre-packed'),
  auto_breakdown: flag('Auto breakdown'),
  low_stock_warning: flag('Low stock warning'),
  /** Base units; required while the low stock warning is on. */
  lower_limit: { label: 'Lower limit', kind: 'integer', min: 0, max: 1_000_000 },
  include_marketing_material: flag('Include marketing material'),
  sku_type: { label: 'SKU type', kind: 'choice', required: true, options: PRODUCT_SKU_TYPES },
} as const satisfies Record<string, FieldDef>;

export type ProductFieldName = keyof typeof PRODUCT_FIELDS;

export const PRODUCT_LABELS: Record<ProductFieldName, string> = labelsOf(PRODUCT_FIELDS);

/** A field's declaration, read through the wider type (optional limits may be absent). */
export const productField = (name: ProductFieldName): FieldDef => PRODUCT_FIELDS[name];

/**
 * What the server itself requires of a new product. The form asks for more (sizes, values, HS
 * code); the server takes the defaults for anything left out and checks the rest when given.
 */
export const PRODUCT_SERVER_REQUIRED: readonly ProductFieldName[] = ['sku', 'title'];

/** The one wording of a list over its limit, on the form and from the server. */
export const TOO_MANY_IMAGES = `can't add more than ${MAX_IMAGES} files`;

/**
 * A packaging unit's fields (BOX, CARTON, PALLET): the type form and the simulator's
 * items/{id}/types read them. The form shows the sides and weight with their units ('Length
 * (cm)') and the quantity as 'Boxes per carton'; messages use these labels.
 */
export const UNIT_FIELDS = {
  length: { label: 'Length', kind: 'number', required: true },
  width: { label: 'Width', kind: 'number', required: true },
  height: { label: 'Height', kind: 'number', required: true },
  weight: { label: 'Weight', kind: 'number', required: true },
  /** How many of the next smaller unit one holds: a whole number, at least 1. */
  parent_quantity: { label: 'Parent quantity', kind: 'integer', required: true, min: 1 },
  barcode: { label: 'Barcode', kind: 'text' },
} as const satisfies Record<string, FieldDef>;

export type UnitFieldName = keyof typeof UNIT_FIELDS;

/** What a new product's options are until the merchant says otherwise (the form, the CSV import). */
export const PRODUCT_OPTION_DEFAULTS = {
  insurance_cover: 0,
  import_declaration: '',
  fragile: false,
  serial_required: false,
  pre_packed: false,
  auto_breakdown: false,
  low_stock_warning: false,
  lower_limit: 0,
  include_marketing_material: false,
  sku_type: 'product',
} as const satisfies Partial<ProductInput>;
