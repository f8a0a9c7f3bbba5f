import { createDraftStore } from '@/lib/drafts/draftStore';
import { BUNDLE_FIELDS, BUNDLE_LINE_FIELDS, BUNDLE_STEP_FIELD } from '@/domain/catalogue/bundleFields';
import { cleanDraftValue, cleanDraftValues, type FieldDef } from '@/domain/fields/registry';
import { StorageKeys } from '@/lib/storage';
import { EMPTY_BUNDLE, type BundleFormValues, type BundleLineValue } from '../form/values';

export const BUNDLE_STEP_TITLES = ['Products', 'Details', 'Review'] as const;
export const PRODUCTS_STEP = 0;
export const DETAILS_STEP = 1;

/**
 * A draft larger than this (in practice: one holding an image of more than about 500 KB, as
 * data URL text) is kept without its image: localStorage holds about 5 MB for the whole portal.
 * The person chooses the image again.
 */
export const DRAFT_IMAGE_MAX_CHARS = 700_000;
/** Sanity limits for what a stored draft may bring back. */
const MAX_LINES = 200;
const MAX_STEPS = 50;

/** The value when it has the field's kind, else the blank. */
const read = <T>(def: FieldDef, value: unknown, blank: T): T =>
  (cleanDraftValue(def, value) as T | undefined) ?? blank;

function line(raw: unknown): BundleLineValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!Number.isInteger(r.product_id)) return null;
  return {
    product_id: r.product_id as number,
    // What the picker showed of the product: its SKU, title and available quantity.
    sku: read(BUNDLE_FIELDS.sku, r.sku, ''),
    title: read(BUNDLE_FIELDS.title, r.title, ''),
    available: read<number | null>(BUNDLE_LINE_FIELDS.quantity, r.available, null) ?? 0,
    quantity: read<number | null>(BUNDLE_LINE_FIELDS.quantity, r.quantity, null),
  };
}

function lines(raw: unknown): BundleLineValue[] {
  if (!Array.isArray(raw)) return [];
  const kept = raw
    .slice(0, MAX_LINES)
    .map(line)
    .filter((l): l is BundleLineValue => !!l);
  // A product is in a bundle once.
  return kept.filter((l, i) => kept.findIndex((o) => o.product_id === l.product_id) === i);
}

function steps(raw: unknown): string[] {
  if (!Array.isArray(raw)) return EMPTY_BUNDLE.prepping_steps;
  const kept = raw.slice(0, MAX_STEPS).map((s) => read(BUNDLE_STEP_FIELD, s, ''));
  return kept.length ? kept : [''];
}

/** Only pictures the form itself makes or shows: a small data URL, or a web address. */
function image(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > DRAFT_IMAGE_MAX_CHARS) return '';
  return /^(data:image\/(png|jpeg|webp);base64,|https?:\/\/)/.test(raw) ? raw : '';
}

/**
 * A stored draft read as untrusted input (anything on the origin can write localStorage): the
 * registry's fields by their kind, then the product lines, the steps and the image.
 */
function cleanBundleDraft(raw: Record<string, unknown>): BundleFormValues {
  return {
    ...cleanDraftValues(BUNDLE_FIELDS, raw, EMPTY_BUNDLE),
    products: lines(raw.products),
    prepping_steps: steps(raw.prepping_steps),
    image: image(raw.image),
  };
}

/**
 * KS_bundle_draft: the wizard's values and step for 'Continue Adding Bundle', kept for the user
 * in the organisation they started it in, like every wizard's draft.
 */
export const bundleDraftStore = createDraftStore<BundleFormValues>({
  key: StorageKeys.bundleDraft,
  // 2: the draft belongs to the user in an organisation (1 belonged to the organisation only).
  version: 2,
  steps: BUNDLE_STEP_TITLES.length,
  empty: EMPTY_BUNDLE,
  clean: cleanBundleDraft,
  maxChars: DRAFT_IMAGE_MAX_CHARS,
  shrink: (values) => ({ ...values, image: '' }),
});
