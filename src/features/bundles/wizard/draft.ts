import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_BUNDLE, type BundleFormValues, type BundleLineValue } from '../form/values';

export const BUNDLE_STEPS = ['Products', 'Details', 'Review'] as const;
export const LAST_STEP = BUNDLE_STEPS.length - 1;

/**
 * An image bigger than this (as data URL text, about 500 KB of picture) is not kept in the
 * draft: localStorage holds about 5 MB for the whole portal. The person chooses it again.
 */
export const DRAFT_IMAGE_MAX_CHARS = 700_000;
const MAX_TEXT = 5000;
const MAX_LINES = 200;
const MAX_STEPS = 50;

/** KS_bundle_draft: the wizard's values and step, for 'Continue Adding Bundle'. */
export interface BundleDraft {
  version: 1;
  /** The organisation it was started in: a draft never crosses into another organisation. */
  organisation: string | null;
  step: number;
  values: BundleFormValues;
}

export function toDraft(
  step: number,
  values: BundleFormValues,
  organisation: string | null,
): BundleDraft {
  const image = values.image.length <= DRAFT_IMAGE_MAX_CHARS ? values.image : '';
  return { version: 1, organisation, step, values: { ...values, image } };
}

export function saveBundleDraft(
  step: number,
  values: BundleFormValues,
  organisation: string | null,
): void {
  storage.set(StorageKeys.bundleDraft, toDraft(step, values, organisation));
}

export function clearBundleDraft(): void {
  storage.remove(StorageKeys.bundleDraft);
}

const text = (v: unknown, fallback = '') =>
  typeof v === 'string' && v.length <= MAX_TEXT ? v : fallback;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function line(raw: unknown): BundleLineValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!Number.isInteger(r.product_id)) return null;
  return {
    product_id: r.product_id as number,
    sku: text(r.sku),
    title: text(r.title),
    available: num(r.available) ?? 0,
    quantity: num(r.quantity),
  };
}

function image(v: unknown): string {
  if (typeof v !== 'string' || v.length > DRAFT_IMAGE_MAX_CHARS) return '';
  return /^(data:image\/(png|jpeg|webp);base64,|https?:\/\/)/.test(v) ? v : '';
}

/**
 * The stored draft for this organisation, cleaned: localStorage is writable by anything on the
 * origin (and by older versions of the page), so every field is read as if it came from outside.
 */
export function loadBundleDraft(
  organisation: string | null,
): { step: number; values: BundleFormValues } | null {
  const raw = storage.get<unknown>(StorageKeys.bundleDraft);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const draft = raw as Record<string, unknown>;
  if (draft.organisation && organisation && draft.organisation !== organisation) return null;
  const v = draft.values;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const source = v as Record<string, unknown>;
  const lines = Array.isArray(source.products)
    ? source.products
        .slice(0, MAX_LINES)
        .map(line)
        .filter((l): l is BundleLineValue => !!l)
    : [];
  const steps = Array.isArray(source.prepping_steps)
    ? source.prepping_steps.slice(0, MAX_STEPS).map((s) => text(s))
    : EMPTY_BUNDLE.prepping_steps;
  const values: BundleFormValues = {
    products: lines.filter((l, i) => lines.findIndex((o) => o.product_id === l.product_id) === i),
    sku: text(source.sku),
    title: text(source.title),
    description: text(source.description),
    length: num(source.length),
    width: num(source.width),
    height: num(source.height),
    weight: num(source.weight),
    prepping_required: source.prepping_required === true,
    prepping_steps: steps.length ? steps : [''],
    image: image(source.image),
  };
  const step = Number.isInteger(draft.step)
    ? Math.min(Math.max(draft.step as number, 0), LAST_STEP)
    : 0;
  return { step, values };
}
