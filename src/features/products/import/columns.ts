import { PRODUCT_FIELDS as F, productField, type ProductFieldName } from '@/domain/catalogue/productFields';
import { EMPTY_PRODUCT_VALUES } from '../form/values';

/**
 * The columns of the Add Multiple Products sheet: every ProductInput field a spreadsheet can
 * carry (images cannot; add them on the product page afterwards). Names match the API's field
 * names so a sheet exported elsewhere maps one to one; `category` holds the category's name.
 */
export const IMPORT_COLUMNS = [
  'sku',
  'title',
  'category',
  'barcode',
  'description',
  'length',
  'width',
  'height',
  'weight',
  'manufactured_country',
  'supplier_value',
  'hs_code',
  'sales_value',
  'insurance_cover',
  'import_declaration',
  'fragile',
  'serial_required',
  'pre_packed',
  'auto_breakdown',
  'lower_limit',
  'low_stock_warning',
  'include_marketing_material',
  'sku_type',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * A sheet without these cannot hold a single valid product: every field the form requires that a
 * blank cell gives no value to (a blank insurance cover is 0, a blank SKU type 'product').
 */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.filter((column) => {
  if (!(column in F)) return false;
  const field = column as ProductFieldName;
  const blank = EMPTY_PRODUCT_VALUES[field];
  return productField(field).required === true && (blank === null || blank === '');
});

/** The guide shown next to the template download. */
export const COLUMN_HELP: Record<ImportColumn, string> = {
  sku: 'Required. Letters, numbers, dots, dashes and underscores; unique.',
  title: `Required. At most ${F.title.max} characters.`,
  category: 'Optional. The name of an existing category.',
  barcode: 'Optional. Code 128 (printable characters, at most 48); blank uses the SKU.',
  description: `Optional. Printed on export declarations; at most ${F.description.max} characters.`,
  length: `Required. Centimetres, above 0, at most ${F.length.max}.`,
  width: `Required. Centimetres, above 0, at most ${F.width.max}.`,
  height: `Required. Centimetres, above 0, at most ${F.height.max}.`,
  weight: `Required. Kilograms, above 0, at most ${F.weight.max}.`,
  manufactured_country: 'Required. Two-letter code (AU) or the country name.',
  supplier_value: 'Required. AUD, 0 or more.',
  hs_code: 'Required. e.g. 61 or 6109.10 or 6109.10.00.',
  sales_value: 'Required. AUD, 0 or more.',
  insurance_cover: 'Optional (0). AUD, 0 or more.',
  import_declaration: `Optional. At most ${F.import_declaration.max} characters.`,
  fragile: 'Optional (no). yes or no.',
  serial_required: 'Optional (no). yes or no.',
  pre_packed: 'Optional (no). yes or no.',
  auto_breakdown: 'Optional (no). yes or no.',
  lower_limit: 'Optional (0). Whole number; needed when low_stock_warning is yes.',
  low_stock_warning: 'Optional (no). yes or no.',
  include_marketing_material: 'Optional (no). yes or no.',
  sku_type: 'Optional (product). product or marketing.',
};

export const TEMPLATE_FILENAME = 'products-template.csv';
