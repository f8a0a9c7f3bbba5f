import { SKU_MAX_LENGTH, TITLE_MAX_LENGTH } from './rules';
import { labelsOf, type FieldDef, type FieldRegistry } from '../fields/registry';

/**
 * A bundle's fields, declared once: the wizard and edit page (labels, yup schema), the draft
 * cleaner and the simulator's bundle validation all read them, so they cannot disagree.
 */
export type BundleFieldName =
  | 'products'
  | 'sku'
  | 'title'
  | 'description'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'prepping_required'
  | 'prepping_steps'
  | 'image';

/** Centimetres and kilograms; anything larger is a typo, not a bundle. */
const DIMENSION_MAX = 100_000;

export const BUNDLE_FIELDS = {
  /** At least one product, each once. */
  products: { label: 'Products', kind: 'list', required: true, min: 1 },
  sku: { label: 'SKU', kind: 'text', required: true, max: SKU_MAX_LENGTH },
  title: { label: 'Title', kind: 'text', required: true, max: TITLE_MAX_LENGTH },
  description: { label: 'Description', kind: 'text', max: 2000 },
  length: { label: 'Length', kind: 'number', required: true, above: 0, max: DIMENSION_MAX },
  width: { label: 'Width', kind: 'number', required: true, above: 0, max: DIMENSION_MAX },
  height: { label: 'Height', kind: 'number', required: true, above: 0, max: DIMENSION_MAX },
  weight: { label: 'Weight', kind: 'number', required: true, above: 0, max: DIMENSION_MAX },
  prepping_required: { label: 'Prepping required', kind: 'boolean' },
  /** Needs one non-blank step when prepping is required; blank steps are dropped. */
  prepping_steps: { label: 'Prepping steps', kind: 'list' },
  /** One picture: a data URL or the URL the server keeps. */
  image: { label: 'Bundle image', kind: 'image', required: true },
} as const satisfies FieldRegistry<BundleFieldName>;

/** One product of the bundle: which product, and how many of it make one bundle. */
export const BUNDLE_LINE_FIELDS = {
  product_id: { label: 'Product', kind: 'id', required: true },
  quantity: { label: 'Quantity', kind: 'integer', required: true, min: 1 },
} as const satisfies FieldRegistry<'product_id' | 'quantity'>;

/** One prepping step. */
export const BUNDLE_STEP_FIELD = {
  label: 'Step',
  kind: 'text',
  max: 500,
} as const satisfies FieldDef;

/** Field → label: messages and controls use the same words. */
export const BUNDLE_LABELS = labelsOf(BUNDLE_FIELDS);

/** The size fields, in the order they are asked. */
export const BUNDLE_DIMENSIONS = ['length', 'width', 'height', 'weight'] as const;

/**
 * The bundle rules no generic message says. 'A bundle must have at least one product' and
 * 'Bundle Image is required' are catalogue messages (domain/catalogue/rules CATALOGUE_MESSAGES).
 */
export const BUNDLE_RULE_MESSAGES = {
  needsStep: 'Add at least one prepping step when prepping is required',
  stepTooLong: `Each step must be at most ${BUNDLE_STEP_FIELD.max} characters`,
} as const;
