import { SKU_TYPES } from '@/api/contract';
import { storage, StorageKeys } from '@/lib/storage';
import { isAcceptedImageDataUrl, MAX_IMAGES } from '../form/images';
import {
  EMPTY_PRODUCT_VALUES,
  LAST_PRODUCT_STEP,
  type ProductField,
  type ProductFormValues,
} from '../form/values';

/**
 * The product draft (KS_product_draft, SPEC §3/§4): the values and the step reached, so leaving
 * the wizard and coming back through 'Continue Adding Product' resumes it. It belongs to one user
 * in one organisation: another organisation's draft is not offered (its categories and SKUs mean
 * nothing here). Images are kept while the whole draft stays under MAX_DRAFT_CHARS; larger ones
 * are left out (localStorage holds about 5 million characters for the whole origin) and the
 * wizard says so when it resumes.
 */
export interface ProductDraft {
  version: 1;
  owner: string;
  step: number;
  values: ProductFormValues;
  imagesDropped: boolean;
}

export const MAX_DRAFT_CHARS = 1_000_000;
const MAX_TEXT_LENGTH = 5000;

/** Whose draft: the signed-in user in the current organisation. */
export function productDraftOwner(
  user: { uid: string; x_organisation_uid: string | null } | null,
): string | null {
  return user ? `${user.uid}@${user.x_organisation_uid ?? ''}` : null;
}

const isEmpty = (values: ProductFormValues) =>
  JSON.stringify(values) === JSON.stringify(EMPTY_PRODUCT_VALUES);

/** Saves the draft; nothing typed yet on the first step means there is no draft to keep. */
export function saveProductDraft(owner: string, step: number, values: ProductFormValues): void {
  if (step === 0 && isEmpty(values)) {
    clearProductDraft();
    return;
  }
  const full: ProductDraft = { version: 1, owner, step, values, imagesDropped: false };
  const withoutImages: ProductDraft = {
    ...full,
    values: { ...values, images: [] },
    imagesDropped: values.images.length > 0,
  };
  const fitsWhole = JSON.stringify(full).length <= MAX_DRAFT_CHARS;
  try {
    storage.set(StorageKeys.productDraft, fitsWhole ? full : withoutImages);
  } catch {
    // Quota reached (other drafts, other tabs): keep at least what was typed.
    try {
      storage.set(StorageKeys.productDraft, withoutImages);
    } catch {
      // Storage is full or disabled; the wizard still works, only without a draft.
    }
  }
}

export function clearProductDraft(): void {
  storage.remove(StorageKeys.productDraft);
}

type Cleaner = (value: unknown) => unknown;
const text: Cleaner = (v) => (typeof v === 'string' && v.length <= MAX_TEXT_LENGTH ? v : undefined);
const numberOrNull: Cleaner = (v) =>
  v === null || (typeof v === 'number' && Number.isFinite(v)) ? v : undefined;
const bool: Cleaner = (v) => (typeof v === 'boolean' ? v : undefined);
const CLEANERS: Record<ProductField, Cleaner> = {
  sku: text,
  title: text,
  category_id: numberOrNull,
  barcode: text,
  description: text,
  images: (v) =>
    Array.isArray(v)
      ? v
          .filter((x): x is string => typeof x === 'string' && isAcceptedImageDataUrl(x))
          .slice(0, MAX_IMAGES)
      : undefined,
  length: numberOrNull,
  width: numberOrNull,
  height: numberOrNull,
  weight: numberOrNull,
  manufactured_country: text,
  supplier_value: numberOrNull,
  hs_code: text,
  sales_value: numberOrNull,
  insurance_cover: numberOrNull,
  import_declaration: text,
  fragile: bool,
  serial_required: bool,
  pre_packed: bool,
  auto_breakdown: bool,
  low_stock_warning: bool,
  lower_limit: numberOrNull,
  include_marketing_material: bool,
  sku_type: (v) => SKU_TYPES.find((t) => t === v),
};

/**
 * The owner's stored draft, cleaned: localStorage is writable by anything on the origin (and by
 * older versions of this page), so every field is checked as if it came from outside.
 */
export function loadProductDraft(owner: string | null): ProductDraft | null {
  if (!owner) return null;
  const raw = storage.get<unknown>(StorageKeys.productDraft);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const draft = raw as Partial<Record<keyof ProductDraft, unknown>>;
  if (draft.owner !== owner) return null;
  const source = draft.values;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const values: Record<string, unknown> = { ...EMPTY_PRODUCT_VALUES };
  for (const field of Object.keys(CLEANERS) as ProductField[]) {
    const cleaned = CLEANERS[field]((source as Record<string, unknown>)[field]);
    if (cleaned !== undefined) values[field] = cleaned;
  }
  const step = Number.isInteger(draft.step)
    ? Math.min(Math.max(draft.step as number, 0), LAST_PRODUCT_STEP)
    : 0;
  return {
    version: 1,
    owner,
    step,
    values: values as unknown as ProductFormValues,
    imagesDropped: draft.imagesDropped === true,
  };
}

export const hasProductDraft = (owner: string | null): boolean => loadProductDraft(owner) !== null;
