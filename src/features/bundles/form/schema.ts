import * as yup from 'yup';
import { BUNDLE_MIN_QUANTITY } from '@/api/contract';
import {
  CATALOGUE_MESSAGES,
  SKU_MAX_LENGTH,
  SKU_PATTERN,
  TITLE_MAX_LENGTH,
} from '@/lib/catalogue/rules';

export const DESCRIPTION_MAX_LENGTH = 2000;
export const STEP_MAX_LENGTH = 500;
/** Centimetres and kilograms; anything larger is a typo, not a bundle. */
export const DIMENSION_MAX = 100_000;

export const bundleMessages = {
  needsProduct: CATALOGUE_MESSAGES.bundleNeedsProduct,
  quantityRequired: 'Quantity is required',
  quantityInteger: 'Quantity must be an integer',
  quantityMin: `Quantity must be greater than or equal to ${BUNDLE_MIN_QUANTITY}`,
  skuRequired: 'SKU is required',
  skuTooLong: `SKU must be at most ${SKU_MAX_LENGTH} characters`,
  skuInvalid: CATALOGUE_MESSAGES.sku,
  titleRequired: 'Title is required',
  titleTooLong: CATALOGUE_MESSAGES.titleTooLong,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  dimensionRequired: (label: string) => `${label} is required`,
  dimensionPositive: (label: string) => `${label} must be greater than 0`,
  dimensionTooLarge: (label: string) => `${label} must be less than or equal to ${DIMENSION_MAX}`,
  stepsRequired: 'Add at least one prepping step when prepping is required',
  stepTooLong: `Each step must be at most ${STEP_MAX_LENGTH} characters`,
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
    .min(BUNDLE_MIN_QUANTITY, bundleMessages.quantityMin),
});

/** Step 'Products': at least one product, each with a whole quantity of at least the minimum. */
export const productsStepSchema = yup.object({
  products: yup.array().of(line).defined().min(1, bundleMessages.needsProduct),
});

const dimension = (label: string) =>
  yup
    .number()
    .typeError(bundleMessages.dimensionRequired(label))
    .nullable()
    .required(bundleMessages.dimensionRequired(label))
    .moreThan(0, bundleMessages.dimensionPositive(label))
    .max(DIMENSION_MAX, bundleMessages.dimensionTooLarge(label));

/** Step 'Details': identity, size, prepping and the image. */
export const detailsStepSchema = yup.object({
  sku: yup
    .string()
    .trim()
    .required(bundleMessages.skuRequired)
    .max(SKU_MAX_LENGTH, bundleMessages.skuTooLong)
    .matches(SKU_PATTERN, bundleMessages.skuInvalid),
  // Not trimmed before counting: the server stores what is sent, spaces included.
  title: yup
    .string()
    .test('title-required', bundleMessages.titleRequired, (v) => (v ?? '').trim().length > 0)
    .max(TITLE_MAX_LENGTH, bundleMessages.titleTooLong),
  description: yup.string().max(DESCRIPTION_MAX_LENGTH, bundleMessages.descriptionTooLong),
  length: dimension('Length'),
  width: dimension('Width'),
  height: dimension('Height'),
  weight: dimension('Weight'),
  prepping_required: yup.boolean().defined(),
  prepping_steps: yup
    .array()
    .of(yup.string().max(STEP_MAX_LENGTH, bundleMessages.stepTooLong))
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
