import * as yup from 'yup';
import {
  CATALOGUE_MESSAGES,
  isValidCode128,
  isValidHsCode,
  isValidSku,
} from '@/domain/catalogue/rules';
import { fieldMessages } from '@/domain/fields/registry';
import { PRODUCT_LABELS as L, productField } from '@/domain/catalogue/productFields';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, dataUrlBytes, isAcceptedImageDataUrl } from './images';
import type { ProductField } from './values';

/**
 * The product rules of the wizard, the edit page and the CSV import (one schema per wizard step),
 * built from the field registry (domain/catalogue/productFields.ts): its labels, limits and options. Generic
 * messages start with the field label; the catalogue's own messages come from domain/catalogue/rules
 * so the simulator says the same words.
 */
const max = (field: ProductField) => productField(field).max!;
const min = (field: ProductField) => productField(field).min!;

export const PRODUCT_MESSAGES = {
  required: (field: ProductField) => fieldMessages.required(L[field]),
  max: (field: ProductField, n: number) => fieldMessages.maxLength(L[field], n),
  number: (field: ProductField) => fieldMessages.number(L[field]),
  greaterThan: (field: ProductField, n: number) => fieldMessages.greaterThan(L[field], n),
  atLeast: (field: ProductField, n: number) => fieldMessages.atLeast(L[field], n),
  atMost: (field: ProductField, n: number) => fieldMessages.atMost(L[field], n),
  integer: (field: ProductField) => fieldMessages.integer(L[field]),
  oneOf: (field: ProductField) => fieldMessages.oneOf(L[field], productField(field).options ?? []),
  ...IMAGE_MESSAGES,
  ...CATALOGUE_MESSAGES,
} as const;
const M = PRODUCT_MESSAGES;

/** Validation context: the money fields the server masked for this role may stay empty. */
export interface ProductSchemaContext {
  masked?: readonly string[];
}

const text = (field: ProductField) =>
  yup
    .string()
    .default('')
    .max(max(field), M.max(field, max(field)));

/** A number field: a typed word is 'must be a number'; empty is null until a rule says more. */
const number = (field: ProductField) => yup.number().typeError(M.number(field)).nullable();

/** A base unit's side or weight: required, above its floor, within its limit. */
const size = (field: ProductField) =>
  number(field)
    .required(M.required(field))
    .moreThan(productField(field).above!, M.greaterThan(field, productField(field).above!))
    .max(max(field), M.atMost(field, max(field)));

/** AUD: required unless this role cannot see it (the server masks it as '***'). */
const money = (field: ProductField) =>
  number(field)
    .min(min(field), M.atLeast(field, min(field)))
    .max(max(field), M.atMost(field, max(field)))
    .test('required', M.required(field), (value, ctx) => {
      const masked = (ctx.options.context as ProductSchemaContext | undefined)?.masked ?? [];
      return value != null || masked.includes(field);
    });

export const detailsSchema = yup.object({
  sku: yup
    .string()
    .trim()
    .required(M.required('sku'))
    .max(max('sku'), M.max('sku', max('sku')))
    .test('sku', M.sku, (value) => !value || value.length > max('sku') || isValidSku(value)),
  title: yup
    .string()
    .required(M.required('title'))
    .test('blank', M.required('title'), (value) => !value || value.trim() !== '')
    .max(max('title'), M.titleTooLong),
  category_id: yup.number().nullable().default(null),
  // Blank is allowed: the server then prints the SKU as the barcode.
  barcode: yup
    .string()
    .default('')
    .test('code128', M.barcode, (value) => !value?.trim() || isValidCode128(value.trim())),
  description: text('description'),
  images: yup
    .array(yup.string().required())
    .default([])
    .max(max('images'), M.tooMany)
    .test('type', M.type, (list) => (list ?? []).every(isAcceptedImageDataUrl))
    .test('size', M.size, (list) =>
      (list ?? []).every((url) => dataUrlBytes(url) <= MAX_IMAGE_BYTES),
    ),
  length: size('length'),
  width: size('width'),
  height: size('height'),
  weight: size('weight'),
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
  import_declaration: text('import_declaration'),
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
    .min(min('lower_limit'), M.atLeast('lower_limit', min('lower_limit')))
    .max(max('lower_limit'), M.atMost('lower_limit', max('lower_limit')))
    .when('low_stock_warning', {
      is: true,
      then: (schema) => schema.required(M.required('lower_limit')),
    }),
  include_marketing_material: yup.boolean().default(false),
  sku_type: yup
    .string()
    .required(M.required('sku_type'))
    .oneOf([...(productField('sku_type').options ?? [])] as string[], M.oneOf('sku_type')),
});

/** One schema per wizard step, in step order (values.ts PRODUCT_STEPS). */
export const STEP_SCHEMAS = [detailsSchema, valuesSchema, preferencesSchema] as const;

/** The whole product: the edit page and the CSV import validate with this. */
export const productSchema = detailsSchema.concat(valuesSchema).concat(preferencesSchema);

export type ProductFieldErrors = Partial<Record<ProductField, string>>;

/**
 * Every field's first problem by field; empty when valid. The CSV import and the tests judge a
 * row with it; the forms give the kit the schema itself (the edit page with its masked fields as
 * `validationContext`).
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
