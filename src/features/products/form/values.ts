import type { ProductDetail, ProductInput } from '@/domain/contract';
import { PRODUCT_LABELS, PRODUCT_OPTION_DEFAULTS } from '@/domain/catalogue/productFields';

/**
 * What the product form holds. Numbers are `null` until typed (an empty InputNumber), so "not
 * entered" and 0 stay different; the schema turns them into the numbers ProductInput needs.
 */
export type ProductFormValues = {
  [K in keyof ProductInput]: ProductInput[K] extends number ? number | null : ProductInput[K];
};
export type ProductField = keyof ProductFormValues;

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  sku: '',
  title: '',
  category_id: null,
  barcode: '',
  description: '',
  images: [],
  length: null,
  width: null,
  height: null,
  weight: null,
  manufactured_country: '',
  supplier_value: null,
  hs_code: '',
  sales_value: null,
  ...PRODUCT_OPTION_DEFAULTS,
};

/** The labels the form shows (from the field registry); generic messages start with them. */
export const PRODUCT_FIELD_LABELS: Record<ProductField, string> = PRODUCT_LABELS;

/** The wizard's steps (Details, Values, Preferences) and the fields each one owns, in screen order. */
export const PRODUCT_STEPS = [
  {
    title: 'Details',
    fields: [
      'sku',
      'title',
      'category_id',
      'barcode',
      'description',
      'images',
      'length',
      'width',
      'height',
      'weight',
    ],
  },
  {
    title: 'Values',
    fields: [
      'manufactured_country',
      'supplier_value',
      'hs_code',
      'sales_value',
      'insurance_cover',
      'import_declaration',
    ],
  },
  {
    title: 'Preferences',
    fields: [
      'fragile',
      'serial_required',
      'pre_packed',
      'auto_breakdown',
      'low_stock_warning',
      'lower_limit',
      'include_marketing_material',
      'sku_type',
    ],
  },
] as const satisfies readonly { title: string; fields: readonly ProductField[] }[];
export const LAST_PRODUCT_STEP = PRODUCT_STEPS.length - 1;

/** The step that holds `field` (server errors send the wizard back there); -1 when none does. */
export function stepOfField(field: string): number {
  return PRODUCT_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

const num = (value: number | null) => value ?? 0;

/**
 * The request body from validated values. Text is trimmed here, once, so what is checked is what
 * is stored.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    sku: values.sku.trim(),
    title: values.title.trim(),
    category_id: values.category_id,
    barcode: values.barcode.trim(),
    description: values.description.trim(),
    images: values.images,
    length: num(values.length),
    width: num(values.width),
    height: num(values.height),
    weight: num(values.weight),
    manufactured_country: values.manufactured_country,
    supplier_value: num(values.supplier_value),
    hs_code: values.hs_code.trim(),
    sales_value: num(values.sales_value),
    insurance_cover: num(values.insurance_cover),
    import_declaration: values.import_declaration.trim(),
    fragile: values.fragile,
    serial_required: values.serial_required,
    pre_packed: values.pre_packed,
    auto_breakdown: values.auto_breakdown,
    low_stock_warning: values.low_stock_warning,
    lower_limit: num(values.lower_limit),
    include_marketing_material: values.include_marketing_material,
    sku_type: values.sku_type,
  };
}

const unmasked = (value: number | string): number | null =>
  typeof value === 'number' ? value : null;

/**
 * The edit form's starting values. A masked money value ('***') cannot be edited by this role,
 * so it starts empty and is left out of the PATCH (see changedInput).
 */
export function fromProduct(product: ProductDetail): ProductFormValues {
  return {
    sku: product.sku,
    title: product.title,
    category_id: product.category?.id ?? product.category_id ?? null,
    barcode: product.barcode,
    description: product.description,
    images: product.images ?? [],
    length: product.length,
    width: product.width,
    height: product.height,
    weight: product.weight,
    manufactured_country: product.manufactured_country,
    supplier_value: unmasked(product.supplier_value),
    hs_code: product.hs_code,
    sales_value: unmasked(product.sales_value),
    insurance_cover: product.insurance_cover,
    import_declaration: product.import_declaration ?? '',
    fragile: product.fragile,
    serial_required: product.serial_required,
    pre_packed: product.pre_packed,
    auto_breakdown: product.auto_breakdown,
    low_stock_warning: product.low_stock_warning,
    lower_limit: product.lower_limit,
    include_marketing_material: product.include_marketing_material,
    sku_type: product.sku_type,
  };
}

/** Only what changed, so an edit never overwrites a field it did not touch (or cannot see). */
export function changedInput(
  initial: ProductFormValues,
  values: ProductFormValues,
): Partial<ProductInput> {
  const before = toProductInput(initial);
  const after = toProductInput(values);
  const changed: Partial<Record<keyof ProductInput, unknown>> = {};
  (Object.keys(after) as (keyof ProductInput)[]).forEach((key) => {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  });
  return changed as Partial<ProductInput>;
}
