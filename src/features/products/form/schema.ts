import * as yup from 'yup';
import { SKU_TYPES } from '@/api/contract';
import {
  CATALOGUE_MESSAGES,
  SKU_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  isValidCode128,
  isValidHsCode,
  isValidSku,
} from '@/lib/catalogue/rules';
import { messages } from '@/lib/validation/rules';
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  dataUrlBytes,
  isAcceptedImageDataUrl,
} from './images';
import { PRODUCT_FIELD_LABELS as L, type ProductField } from './values';

/**
 * The product rules of the wizard, the edit page and the CSV import (one schema per wizard step).
 * SPEC §5: generic messages start with the field label; the catalogue's own messages come from
 * lib/catalogue/rules so the simulator says the same words. Limits SPEC leaves open are decided
 * here and in docs/catalogue.md.
 */
export const PRODUCT_LIMITS = {
  description: 2000,
  importDeclaration: 500,
  /** cm: a base unit longer than 10 m is a typing slip, not a product. */
  dimension: 1000,
  /** kg */
  weight: 1000,
  /** AUD */
  money: 1_000_000,
  lowerLimit: 1_000_000,
} as const;

export const PRODUCT_MESSAGES = {
  required: (field: ProductField) => messages.required(L[field]),
  max: (field: ProductField, n: number) => `${L[field]} must be at most ${n} characters`,
  number: (field: ProductField) => `${L[field]} must be a number`,
  greaterThanZero: (field: ProductField) => `${L[field]} must be greater than 0`,
  atLeastZero: (field: ProductField) => `${L[field]} must be greater than or equal to 0`,
  atMost: (field: ProductField, n: number) => `${L[field]} must be less than or equal to ${n}`,
  integer: (field: ProductField) => `${L[field]} must be an integer`,
  skuType: `${L.sku_type} must be one of the following values: ${SKU_TYPES.join(', ')}`,
  ...IMAGE_MESSAGES,
  ...CATALOGUE_MESSAGES,
} as const;
const M = PRODUCT_MESSAGES;

/** Validation context: the money fields the server masked for this role may stay empty. */
export interface ProductSchemaContext {
  masked?: ProductField[];
}

const text = (field: ProductField, max: number) =>
  yup.string().default('').max(max, M.max(field, max));

const measure = (field: ProductField, max: number) =>
  yup
    .number()
    .typeError(M.number(field))
    .nullable()
    .required(M.required(field))
    .moreThan(0, M.greaterThanZero(field))
    .max(max, M.atMost(field, max));

const money = (field: ProductField) =>
  yup
    .number()
    .typeError(M.number(field))
    .nullable()
    .min(0, M.atLeastZero(field))
    .max(PRODUCT_LIMITS.money, M.atMost(field, PRODUCT_LIMITS.money))
    .test('required', M.required(field), (value, ctx) => {
      const masked = (ctx.options.context as ProductSchemaContext | undefined)?.masked ?? [];
      return value != null || masked.includes(field);
    });

export const detailsSchema = yup.object({
  sku: yup
    .string()
    .trim()
    .required(M.required('sku'))
    .max(SKU_MAX_LENGTH, M.max('sku', SKU_MAX_LENGTH))
    .test('sku', M.sku, (value) => !value || value.length > SKU_MAX_LENGTH || isValidSku(value)),
  title: yup
    .string()
    .required(M.required('title'))
    .test('blank', M.required('title'), (value) => !value || value.trim() !== '')
    .max(TITLE_MAX_LENGTH, M.titleTooLong),
  category_id: yup.number().nullable().default(null),
  // Blank is allowed: the server then prints the SKU as the barcode.
  barcode: yup
    .string()
    .default('')
    .test('code128', M.barcode, (value) => !value?.trim() || isValidCode128(value.trim())),
  description: text('description', PRODUCT_LIMITS.description),
  images: yup
    .array(yup.string().required())
    .default([])
    .max(MAX_IMAGES, M.tooMany)
    .test('type', M.type, (list) => (list ?? []).every(isAcceptedImageDataUrl))
    .test('size', M.size, (list) =>
      (list ?? []).every((url) => dataUrlBytes(url) <= MAX_IMAGE_BYTES),
    ),
  length: measure('length', PRODUCT_LIMITS.dimension),
  width: measure('width', PRODUCT_LIMITS.dimension),
  height: measure('height', PRODUCT_LIMITS.dimension),
  weight: measure('weight', PRODUCT_LIMITS.weight),
});

export const valuesSchema = yup.object({
  manufactured_country: yup.string().required(M.required('manufactured_country')),
  supplier_value: money('supplier_value'),
  hs_code: yup
    .string()
    .trim()
    .required(M.required('hs_code'))
    .test('hs', M.hsCode, (value) => !value || isValidHsCode(value)),
  sales_value: money('sales_value'),
  insurance_cover: money('insurance_cover'),
  import_declaration: text('import_declaration', PRODUCT_LIMITS.importDeclaration),
});

export const preferencesSchema = yup.object({
  fragile: yup.boolean().default(false),
  serial_required: yup.boolean().default(false),
  pre_packed: yup.boolean().default(false),
  auto_breakdown: yup.boolean().default(false),
  low_stock_warning: yup.boolean().default(false),
  lower_limit: yup
    .number()
    .typeError(M.number('lower_limit'))
    .nullable()
    .integer(M.integer('lower_limit'))
    .min(0, M.atLeastZero('lower_limit'))
    .max(PRODUCT_LIMITS.lowerLimit, M.atMost('lower_limit', PRODUCT_LIMITS.lowerLimit))
    .when('low_stock_warning', {
      is: true,
      then: (schema) => schema.required(M.required('lower_limit')),
    }),
  include_marketing_material: yup.boolean().default(false),
  sku_type: yup
    .string()
    .required(M.required('sku_type'))
    .oneOf([...SKU_TYPES], M.skuType),
});

/** One schema per wizard step, in step order (values.ts PRODUCT_STEPS). */
export const STEP_SCHEMAS = [detailsSchema, valuesSchema, preferencesSchema] as const;

/** The whole product: the edit page and the CSV import validate with this. */
export const productSchema = detailsSchema.concat(valuesSchema).concat(preferencesSchema);

export type ProductFieldErrors = Partial<Record<ProductField, string>>;

/**
 * Every field's first problem (formik's error shape); empty when valid. Used instead of formik's
 * validationSchema so the context (masked fields) reaches the rules.
 */
export async function validateProductValues(
  schema: Pick<yup.Schema, 'validate'>,
  values: unknown,
  context: ProductSchemaContext = {},
): Promise<ProductFieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: ProductFieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path?.split(/[.[]/)[0] as ProductField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
