import { SKU_TYPES } from '@/api/contract';
import {
  CATALOGUE_MESSAGES,
  isValidCode128,
  isValidHsCode,
  isValidSku,
  SKU_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@/lib/catalogue/rules';
import type { ProductRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import { defined, fieldReader, imageProblem, type FieldErrors } from './fields';

export const SKU_TAKEN = 'SKU has already been taken';
export const MAX_IMAGES = 5;

/** The fields of ProductInput as the store keeps them. */
export type ProductFields = Pick<
  ProductRecord,
  | 'sku'
  | 'title'
  | 'category_id'
  | 'barcode'
  | 'description'
  | 'images'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'manufactured_country'
  | 'supplier_value'
  | 'hs_code'
  | 'sales_value'
  | 'insurance_cover'
  | 'import_declaration'
  | 'fragile'
  | 'serial_required'
  | 'pre_packed'
  | 'auto_breakdown'
  | 'lower_limit'
  | 'low_stock_warning'
  | 'include_marketing_material'
  | 'sku_type'
>;

/**
 * Is this SKU used by a product or a bundle of the organisation? Case-insensitive, archived
 * records included (an archived SKU stays taken: its movements and orders still name it).
 */
export function skuTaken(
  store: SimulatorStore,
  organisationId: number,
  sku: string,
  exclude: { productId?: number; bundleId?: number } = {},
): boolean {
  const wanted = sku.toLowerCase();
  const same = (r: { organisation_id: number; sku: string }) =>
    r.organisation_id === organisationId && r.sku.toLowerCase() === wanted;
  return (
    store.products.find((p) => same(p) && p.id !== exclude.productId) !== undefined ||
    store.bundles.find((b) => same(b) && b.id !== exclude.bundleId) !== undefined
  );
}

export const skuProblem = (value: string): string | null =>
  value.length > SKU_MAX_LENGTH
    ? `SKU must be at most ${SKU_MAX_LENGTH} characters`
    : isValidSku(value)
      ? null
      : CATALOGUE_MESSAGES.sku;

interface ReadContext {
  store: SimulatorStore;
  organisationId: number;
  /** The product being updated (partial body), or undefined on create. */
  existing?: ProductRecord;
  /** Roles that see '***' cannot change the two cost values (they are ignored). */
  costsMasked: boolean;
}

/**
 * Validates a create (every field) or update (only the fields sent) body against the rules of
 * src/lib/catalogue/rules.ts. Returns the values to write, or the field errors.
 */
export function readProductInput(
  body: Record<string, unknown>,
  { store, organisationId, existing, costsMasked }: ReadContext,
): { values: Partial<ProductFields>; errors: FieldErrors | null } {
  const f = fieldReader(body, existing !== undefined);
  const sku = f.text('sku', 'SKU', { required: true, check: skuProblem });
  if (sku && skuTaken(store, organisationId, sku, { productId: existing?.id }))
    f.add('sku', SKU_TAKEN);
  const title = f.text('title', 'Title', {
    required: true,
    check: (v) => (v.length > TITLE_MAX_LENGTH ? CATALOGUE_MESSAGES.titleTooLong : null),
  });

  let category_id: number | null | undefined;
  if (f.present('category_id') || !existing) {
    const raw = body.category_id;
    if (raw === null || raw === undefined || raw === '') category_id = null;
    else {
      const id = Number(raw);
      const category = store.categories.find(
        (c) => c.id === id && c.organisation_id === organisationId && !c.archived,
      );
      if (category) category_id = category.id;
      else f.add('category_id', 'Category is not a category of this organisation');
    }
  }

  const barcode = f.text('barcode', 'Barcode', {
    check: (v) => (isValidCode128(v) ? null : CATALOGUE_MESSAGES.barcode),
  });
  const description = f.text('description', 'Description', { max: 2000 });

  let images: string[] | undefined;
  if (f.present('images') || !existing) {
    const raw = body.images ?? [];
    if (!Array.isArray(raw)) f.add('images', 'Images is invalid');
    else if (raw.length > MAX_IMAGES) f.add('images', `can't add more than ${MAX_IMAGES} files`);
    else {
      const problem = raw.map((img) => imageProblem('Images', img, false)).find(Boolean);
      if (problem) f.add('images', problem);
      else images = raw as string[];
    }
  }

  const length = f.number('length', 'Length');
  const width = f.number('width', 'Width');
  const height = f.number('height', 'Height');
  const weight = f.number('weight', 'Weight');
  const manufactured_country = f.text('manufactured_country', 'Manufactured country', {
    check: (v) =>
      countryList().some((c) => c.value === v) ? null : 'Manufactured country is invalid',
  });
  const costs = costsMasked && existing !== undefined;
  const supplier_value = costs ? undefined : f.number('supplier_value', 'Supplier value');
  const sales_value = costs ? undefined : f.number('sales_value', 'Sales value');
  const hs_code = f.text('hs_code', 'HS code', {
    check: (v) => (isValidHsCode(v) ? null : CATALOGUE_MESSAGES.hsCode),
  });
  const insurance_cover = f.number('insurance_cover', 'Insurance cover');
  const import_declaration = f.text('import_declaration', 'Import declaration', { max: 1000 });
  const values = defined<ProductFields>({
    sku,
    title,
    category_id,
    barcode: barcode === '' ? (sku ?? existing?.sku) : barcode,
    description,
    images,
    length,
    width,
    height,
    weight,
    manufactured_country,
    supplier_value,
    hs_code,
    sales_value,
    insurance_cover,
    import_declaration,
    fragile: f.boolean('fragile', 'Fragile'),
    serial_required: f.boolean('serial_required', 'Serial number required'),
    pre_packed: f.boolean('pre_packed', 'Pre-packed'),
    auto_breakdown: f.boolean('auto_breakdown', 'Auto breakdown'),
    lower_limit: f.number('lower_limit', 'Lower limit', { integer: true }),
    low_stock_warning: f.boolean('low_stock_warning', 'Low stock warning'),
    include_marketing_material: f.boolean(
      'include_marketing_material',
      'Include marketing material',
    ),
    sku_type: f.oneOf('sku_type', 'SKU type', SKU_TYPES),
  });
  return { values, errors: f.result() };
}
