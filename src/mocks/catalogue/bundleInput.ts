import { BUNDLE_MIN_QUANTITY } from '@/api/contract';
import { CATALOGUE_MESSAGES, TITLE_MAX_LENGTH } from '@/lib/catalogue/rules';
import type { BundleRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { defined, fieldReader, imageProblem, type FieldErrors } from './fields';
import { skuProblem, skuTaken, SKU_TAKEN } from './productInput';

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

export const BUNDLE_MESSAGES = {
  needsStep: 'Add at least one prepping step when prepping is required',
  duplicateProduct: 'A product can be added to a bundle only once',
  productNotFound: 'Product is not an active product of this organisation',
  quantityInteger: 'Quantity must be an integer',
  quantityMin: `Quantity must be greater than or equal to ${BUNDLE_MIN_QUANTITY}`,
} as const;

/**
 * The bundle rules of SPEC §5 and the contract: at least one product of this organisation, each
 * once, quantities whole and ≥ BUNDLE_MIN_QUANTITY; SKU unique across products and bundles;
 * title ≤ 200; an image; at least one non-blank step when prepping is required. Line errors are
 * reported as `products[i].quantity` / `products[i].product_id`; list errors as `products`.
 */
export function readBundleInput(
  body: Record<string, unknown>,
  ctx: { store: SimulatorStore; organisationId: number; existing?: BundleRecord },
): { values: Partial<BundleFields>; errors: FieldErrors | null } {
  const { store, organisationId, existing } = ctx;
  const f = fieldReader(body, existing !== undefined);
  const sku = f.text('sku', 'SKU', { required: true, check: skuProblem });
  if (sku && skuTaken(store, organisationId, sku, { bundleId: existing?.id }))
    f.add('sku', SKU_TAKEN);
  const title = f.text('title', 'Title', {
    required: true,
    check: (v) => (v.length > TITLE_MAX_LENGTH ? CATALOGUE_MESSAGES.titleTooLong : null),
  });
  const description = f.text('description', 'Description', { max: 2000 });

  let lines: BundleFields['lines'] | undefined;
  if (f.present('products') || !existing) {
    const raw = body.products;
    if (!Array.isArray(raw) || raw.length === 0)
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
          f.add(`products[${i}].quantity`, BUNDLE_MESSAGES.quantityInteger);
        else if (quantity < BUNDLE_MIN_QUANTITY)
          f.add(`products[${i}].quantity`, BUNDLE_MESSAGES.quantityMin);
        else read.push({ product_id: id, quantity });
      });
      lines = read;
    }
  }

  const prepping_required = f.boolean('prepping_required', 'Prepping required');
  let prepping_steps: string[] | undefined;
  if (f.present('prepping_steps') || !existing) {
    const raw = body.prepping_steps ?? [];
    if (!Array.isArray(raw) || raw.some((s) => typeof s !== 'string'))
      f.add('prepping_steps', 'Prepping steps is invalid');
    else prepping_steps = (raw as string[]).map((s) => s.trim()).filter(Boolean);
  }
  const required = prepping_required ?? existing?.prepping_required ?? false;
  const steps = prepping_steps ?? existing?.prepping_steps ?? [];
  if (required && steps.length === 0 && !f.errors.prepping_steps)
    f.add('prepping_steps', BUNDLE_MESSAGES.needsStep);

  let image: string | undefined;
  if (f.present('image') || !existing) {
    const problem = imageProblem('Bundle Image', body.image, true);
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
    length: f.number('length', 'Length'),
    width: f.number('width', 'Width'),
    height: f.number('height', 'Height'),
    weight: f.number('weight', 'Weight'),
  });
  return { values, errors: f.result() };
}
