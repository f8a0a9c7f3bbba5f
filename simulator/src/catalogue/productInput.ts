import {
  CATALOGUE_MESSAGES,
  isValidCode128,
  isValidHsCode,
  isValidSku,
} from '@/domain/catalogue/rules';
import {
  PRODUCT_FIELDS,
  PRODUCT_LABELS as L,
  PRODUCT_SERVER_REQUIRED,
  TOO_MANY_IMAGES,
  productField,
  type ProductFieldName,
} from '@/domain/catalogue/productFields';
import { fieldMessages } from '@/domain/fields/registry';
import type { ProductRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import { defined, fieldReader, imageProblem, type FieldErrors } from './fields';

/** The one wording (domain/catalogue/rules), kept under this name for the bundle reader. */
export const SKU_TAKEN = CATALOGUE_MESSAGES.skuTaken;

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

const SKU_MAX = PRODUCT_FIELDS.sku.max;

export const skuProblem = (value: string): string | null =>
  value.length > SKU_MAX
    ? fieldMessages.maxLength(L.sku, SKU_MAX)
    : isValidSku(value)
      ? null
      : CATALOGUE_MESSAGES.sku;

type Reader = ReturnType<typeof fieldReader>;
const serverRequired = (field: ProductFieldName) => PRODUCT_SERVER_REQUIRED.includes(field);

/** A text field with its registry label and length limit (and a pattern rule, when it has one). */
const readText = (f: Reader, field: ProductFieldName, check?: (v: string) => string | null) =>
  f.text(field, L[field], { required: serverRequired(field), max: productField(field).max, check });

/**
 * A number with its registry label, kind and ceiling. Its floor is the registry's `min`, else 0:
 * the server accepts a size of 0 (its value for a size left out), where the form wants more.
 */
export const readProductNumber = (f: Reader, field: ProductFieldName) => {
  const def = productField(field);
  return f.number(field, L[field], {
    required: serverRequired(field),
    integer: def.kind === 'integer',
    min: def.min,
    max: def.max,
  });
};

interface ReadContext {
  store: SimulatorStore;
  organisationId: number;
  /** The product being updated (partial body), or undefined on create. */
  existing?: ProductRecord;
  /** Roles that see '***' cannot change the two cost values (they are ignored). */
  costsMasked: boolean;
}

/**
 * Validates a create (every field) or update (only the fields sent) body with the labels and
 * limits of the product field registry (domain/catalogue/productFields.ts) and the rules of
 * domain/catalogue/rules.ts. Returns the values to write, or the field errors.
 */
export function readProductInput(
  body: Record<string, unknown>,
  { store, organisationId, existing, costsMasked }: ReadContext,
): { values: Partial<ProductFields>; errors: FieldErrors | null } {
  const f = fieldReader(body, existing !== undefined);
  const sku = readText(f, 'sku', skuProblem);
  if (sku && skuTaken(store, organisationId, sku, { productId: existing?.id }))
    f.add('sku', CATALOGUE_MESSAGES.skuTaken);
  const title = f.text('title', L.title, {
    required: serverRequired('title'),
    check: (v) => (v.length > PRODUCT_FIELDS.title.max ? CATALOGUE_MESSAGES.titleTooLong : null),
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
      else f.add('category_id', `${L.category_id} is not a category of this organisation`);
    }
  }

  const barcode = readText(f, 'barcode', (v) =>
    isValidCode128(v) ? null : CATALOGUE_MESSAGES.barcode,
  );
  const description = readText(f, 'description');

  let images: string[] | undefined;
  if (f.present('images') || !existing) {
    const raw = body.images ?? [];
    if (!Array.isArray(raw)) f.add('images', `${L.images} is invalid`);
    else if (raw.length > PRODUCT_FIELDS.images.max) f.add('images', TOO_MANY_IMAGES);
    else {
      const problem = raw.map((img) => imageProblem(L.images, img, false)).find(Boolean);
      if (problem) f.add('images', problem);
      else images = raw as string[];
    }
  }

  const length = readProductNumber(f, 'length');
  const width = readProductNumber(f, 'width');
  const height = readProductNumber(f, 'height');
  const weight = readProductNumber(f, 'weight');
  const manufactured_country = readText(f, 'manufactured_country', (v) =>
    countryList().some((c) => c.value === v) ? null : `${L.manufactured_country} is invalid`,
  );
  const costs = costsMasked && existing !== undefined;
  const supplier_value = costs ? undefined : readProductNumber(f, 'supplier_value');
  const sales_value = costs ? undefined : readProductNumber(f, 'sales_value');
  const hs_code = readText(f, 'hs_code', (v) =>
    isValidHsCode(v) ? null : CATALOGUE_MESSAGES.hsCode,
  );
  const insurance_cover = readProductNumber(f, 'insurance_cover');
  const import_declaration = readText(f, 'import_declaration');
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
    fragile: f.boolean('fragile', L.fragile),
    serial_required: f.boolean('serial_required', L.serial_required),
    pre_packed: f.boolean('pre_packed', L.pre_packed),
    auto_breakdown: f.boolean('auto_breakdown', L.auto_breakdown),
    lower_limit: readProductNumber(f, 'lower_limit'),
    low_stock_warning: f.boolean('low_stock_warning', L.low_stock_warning),
    include_marketing_material: f.boolean(
      'include_marketing_material',
      L.include_marketing_material,
    ),
    sku_type: f.oneOf('sku_type', L.sku_type, PRODUCT_FIELDS.sku_type.options),
  });
  return { values, errors: f.result() };
}
