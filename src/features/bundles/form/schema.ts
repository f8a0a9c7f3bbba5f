import * as yup from 'yup';
import { CATALOGUE_MESSAGES, SKU_PATTERN } from '@/domain/catalogue/rules';
import {
  BUNDLE_FIELDS as F,
  BUNDLE_LINE_FIELDS,
  BUNDLE_RULE_MESSAGES,
  BUNDLE_STEP_FIELD,
} from '@/domain/catalogue/bundleFields';
import { fieldMessages as M } from '@/domain/fields/registry';

const QUANTITY = BUNDLE_LINE_FIELDS.quantity;

/** Every message the bundle forms show, each from the field registry or the catalogue's words. */
export const bundleMessages = {
  needsProduct: CATALOGUE_MESSAGES.bundleNeedsProduct,
  quantityRequired: M.required(QUANTITY.label),
  quantityInteger: M.integer(QUANTITY.label),
  quantityMin: M.atLeast(QUANTITY.label, QUANTITY.min),
  skuRequired: M.required(F.sku.label),
  skuTooLong: M.maxLength(F.sku.label, F.sku.max),
  skuInvalid: CATALOGUE_MESSAGES.sku,
  titleRequired: M.required(F.title.label),
  titleTooLong: M.maxLength(F.title.label, F.title.max),
  descriptionTooLong: M.maxLength(F.description.label, F.description.max),
  stepsRequired: BUNDLE_RULE_MESSAGES.needsStep,
  stepTooLong: BUNDLE_RULE_MESSAGES.stepTooLong,
  imageRequired: CATALOGUE_MESSAGES.bundleNeedsImage,
} as const;

const line = yup.object({
  product_id: yup.number().integer().required(),
  // Shown, not sent: formik hands blank strings to yup as undefined, so these stay optional.
  sku: yup.string(),
  title: yup.string(),
  available: yup.number().defined(),
  quantity: yup
    .number()
    .typeError(bundleMessages.quantityRequired)
    .nullable()
    .required(bundleMessages.quantityRequired)
    .integer(bundleMessages.quantityInteger)
    .min(QUANTITY.min, bundleMessages.quantityMin),
});

/** Step 'Products': at least one product, each with a whole quantity of at least the minimum. */
export const productsStepSchema = yup.object({
  products: yup.array().of(line).defined().min(F.products.min, bundleMessages.needsProduct),
});

const dimension = ({ label, above, max }: (typeof F)['length' | 'width' | 'height' | 'weight']) =>
  yup
    .number()
    .typeError(M.required(label))
    .nullable()
    .required(M.required(label))
    .moreThan(above, M.greaterThan(label, above))
    .max(max, M.atMost(label, max));

/** Step 'Details': identity, size, prepping and the image. */
export const detailsStepSchema = yup.object({
  sku: yup
    .string()
    .trim()
    .required(bundleMessages.skuRequired)
    .max(F.sku.max, bundleMessages.skuTooLong)
    .matches(SKU_PATTERN, bundleMessages.skuInvalid),
  // Not trimmed before counting: the server stores what is sent, spaces included.
  title: yup
    .string()
    .test('title-required', bundleMessages.titleRequired, (v) => (v ?? '').trim().length > 0)
    .max(F.title.max, bundleMessages.titleTooLong),
  description: yup.string().max(F.description.max, bundleMessages.descriptionTooLong),
  length: dimension(F.length),
  width: dimension(F.width),
  height: dimension(F.height),
  weight: dimension(F.weight),
  prepping_required: yup.boolean().defined(),
  prepping_steps: yup
    .array()
    .of(yup.string().max(BUNDLE_STEP_FIELD.max, bundleMessages.stepTooLong))
    .defined()
    .when('prepping_required', {
      is: true,
      then: (steps) =>
        steps.test('one-step', bundleMessages.stepsRequired, (list) =>
          // A blank step reaches yup as undefined (formik), or as spaces.
          (list ?? []).some((s) => (s ?? '').trim() !== ''),
        ),
    }),
  image: yup.string().required(bundleMessages.imageRequired),
});

/** The edit page validates everything at once. */
export const bundleSchema = productsStepSchema.concat(detailsStepSchema);
