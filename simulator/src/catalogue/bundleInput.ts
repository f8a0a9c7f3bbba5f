import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import {
  BUNDLE_DIMENSIONS,
  BUNDLE_FIELDS as F,
  BUNDLE_LINE_FIELDS,
  BUNDLE_RULE_MESSAGES,
  BUNDLE_STEP_FIELD,
} from '@/domain/catalogue/bundleFields';
import { fieldMessages, type FieldDef } from '@/domain/fields/registry';
import type { BundleRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { defined, fieldReader, imageProblem, type FieldErrors } from './fields';
import { skuProblem, skuTaken } from './productInput';

export type BundleFields = Pick<
  BundleRecord,
  | 'sku'
  | 'title'
  | 'description'
  | 'lines'
  | 'prepping_required'
  | 'prepping_steps'
  | 'image'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
>;

const QUANTITY = BUNDLE_LINE_FIELDS.quantity;

/** What only the server can know: which products the organisation has, and repeats. */
export const BUNDLE_MESSAGES = {
  duplicateProduct: 'A product can be added to a bundle only once',
  productNotFound: 'Product is not an active product of this organisation',
} as const;

type Reader = ReturnType<typeof fieldReader>;

/** A size: present on create, above its floor and within its limit (domain/catalogue/bundleFields). */
function readDimension(f: Reader, field: (typeof BUNDLE_DIMENSIONS)[number]): number | undefined {
  const def: FieldDef = F[field];
  // The registry's floor is exclusive; the reader's own 'at least' check is left out.
  const value = f.number(field, def.label, {
    required: def.required,
    min: Number.NEGATIVE_INFINITY,
  });
  if (value === undefined) return undefined;
  if (def.above !== undefined && value <= def.above)
    return f.add(field, fieldMessages.greaterThan(def.label, def.above));
  if (def.max !== undefined && value > def.max)
    return f.add(field, fieldMessages.atMost(def.label, def.max));
  return value;
}

/**
 * The bundle rules, with the labels and limits of the bundle field registry (domain/catalogue/bundleFields):
 * at least one product of this organisation, each once, quantities whole and at least the
 * registry's minimum; SKU unique across products and bundles; title and description within their
 * limits; sizes above zero; an image; at least one non-blank step, each within its limit, when
 * prepping is required. Line errors are reported as `products[i].quantity` /
 * `products[i].product_id`; list errors as `products`.
 */
export function readBundleInput(
  body: Record<string, unknown>,
  ctx: { store: SimulatorStore; organisationId: number; existing?: BundleRecord },
): { values: Partial<BundleFields>; errors: FieldErrors | null } {
  const { store, organisationId, existing } = ctx;
  const f = fieldReader(body, existing !== undefined);
  const text = (field: 'sku' | 'title' | 'description', check?: (v: string) => string | null) => {
    const def: FieldDef = F[field];
    return f.text(field, def.label, { required: def.required, max: def.max, check });
  };
  const sku = text('sku', skuProblem);
  if (sku && skuTaken(store, organisationId, sku, { bundleId: existing?.id }))
    f.add('sku', CATALOGUE_MESSAGES.skuTaken);
  const title = text('title');
  const description = text('description');

  let lines: BundleFields['lines'] | undefined;
  if (f.present('products') || !existing) {
    const raw = body.products;
    if (!Array.isArray(raw) || raw.length < F.products.min)
      f.add('products', CATALOGUE_MESSAGES.bundleNeedsProduct);
    else {
      const seen = new Set<number>();
      const read: BundleFields['lines'] = [];
      raw.forEach((item, i) => {
        const line = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
        const id = Number(line.product_id);
        const product = store.products.find(
          (p) => p.id === id && p.organisation_id === organisationId,
        );
        // An archived product may stay in a bundle that already had it, but is never added.
        const kept = existing?.lines.some((l) => l.product_id === id);
        if (!product || (product.archived && !kept))
          f.add(`products[${i}].product_id`, BUNDLE_MESSAGES.productNotFound);
        else if (seen.has(id)) f.add(`products[${i}].product_id`, BUNDLE_MESSAGES.duplicateProduct);
        seen.add(id);
        const quantity = typeof line.quantity === 'string' ? Number(line.quantity) : line.quantity;
        if (typeof quantity !== 'number' || !Number.isInteger(quantity))
          f.add(`products[${i}].quantity`, fieldMessages.integer(QUANTITY.label));
        else if (quantity < QUANTITY.min)
          f.add(`products[${i}].quantity`, fieldMessages.atLeast(QUANTITY.label, QUANTITY.min));
        else read.push({ product_id: id, quantity });
      });
      lines = read;
    }
  }

  const prepping_required = f.boolean('prepping_required', F.prepping_required.label);
  let prepping_steps: string[] | undefined;
  if (f.present('prepping_steps') || !existing) {
    const raw = body.prepping_steps ?? [];
    if (!Array.isArray(raw) || raw.some((s) => typeof s !== 'string'))
      f.add('prepping_steps', `${F.prepping_steps.label} is invalid`);
    else {
      (raw as string[]).forEach((s, i) => {
        if (s.trim().length > BUNDLE_STEP_FIELD.max)
          f.add(`prepping_steps[${i}]`, BUNDLE_RULE_MESSAGES.stepTooLong);
      });
      prepping_steps = (raw as string[]).map((s) => s.trim()).filter(Boolean);
    }
  }
  const required = prepping_required ?? existing?.prepping_required ?? false;
  const steps = prepping_steps ?? existing?.prepping_steps ?? [];
  if (required && steps.length === 0 && !f.errors.prepping_steps)
    f.add('prepping_steps', BUNDLE_RULE_MESSAGES.needsStep);

  let image: string | undefined;
  if (f.present('image') || !existing) {
    const problem = imageProblem(F.image.label, body.image, true);
    if (problem)
      f.add(
        'image',
        problem.endsWith('is required') ? CATALOGUE_MESSAGES.bundleNeedsImage : problem,
      );
    else image = body.image as string;
  }

  const values = defined<BundleFields>({
    sku,
    title,
    description,
    lines,
    prepping_required,
    prepping_steps,
    image,
    length: readDimension(f, 'length'),
    width: readDimension(f, 'width'),
    height: readDimension(f, 'height'),
    weight: readDimension(f, 'weight'),
  });
  return { values, errors: f.result() };
}
