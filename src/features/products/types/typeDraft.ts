import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_TYPE_VALUES, REVIEW_STEP, type TypeField, type TypeFormValues } from './typeForm';
import type { PackagingUnit } from './units';

/**
 * Drafts of the add-type wizard (KS_product_type_draft, SPEC §3): one per user, organisation,
 * product and unit, so coming back to "add a carton to product 12" resumes that wizard and
 * nothing else. Several drafts live side by side under the one key; the oldest are dropped past
 * MAX_TYPE_DRAFTS so the entry stays small.
 */
export interface TypeDraft {
  step: number;
  values: TypeFormValues;
  savedAt: number;
}
interface TypeDraftBook {
  version: 1;
  drafts: Record<string, TypeDraft>;
}

export const MAX_TYPE_DRAFTS = 10;

export interface TypeDraftAddress {
  /** The signed-in user in the current organisation (productDraftOwner). */
  owner: string;
  productId: number;
  unit: PackagingUnit;
}

const keyOf = ({ owner, productId, unit }: TypeDraftAddress) => `${owner}|${productId}|${unit}`;

function readBook(): TypeDraftBook {
  const raw = storage.get<unknown>(StorageKeys.productTypeDraft);
  const drafts =
    raw && typeof raw === 'object' && 'drafts' in raw ? (raw as TypeDraftBook).drafts : null;
  return {
    version: 1,
    drafts: drafts && typeof drafts === 'object' && !Array.isArray(drafts) ? drafts : {},
  };
}

function writeBook(book: TypeDraftBook): void {
  try {
    if (Object.keys(book.drafts).length === 0) storage.remove(StorageKeys.productTypeDraft);
    else storage.set(StorageKeys.productTypeDraft, book);
  } catch {
    // Storage full or disabled: the wizard still works, only without a draft.
  }
}

const isEmpty = (values: TypeFormValues) =>
  JSON.stringify(values) === JSON.stringify(EMPTY_TYPE_VALUES);

export function saveTypeDraft(
  address: TypeDraftAddress,
  step: number,
  values: TypeFormValues,
  now = Date.now(),
): void {
  const book = readBook();
  const key = keyOf(address);
  // Nothing typed on the first step: there is no draft to keep.
  if (step === 0 && isEmpty(values)) delete book.drafts[key];
  else book.drafts[key] = { step, values, savedAt: now };
  const newestFirst = Object.entries(book.drafts).sort(
    ([, a], [, b]) => (b.savedAt ?? 0) - (a.savedAt ?? 0),
  );
  book.drafts = Object.fromEntries(newestFirst.slice(0, MAX_TYPE_DRAFTS));
  writeBook(book);
}

export function clearTypeDraft(address: TypeDraftAddress): void {
  const book = readBook();
  delete book.drafts[keyOf(address)];
  writeBook(book);
}

const cleanNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const CLEANERS: Record<TypeField, (v: unknown) => unknown> = {
  length: cleanNumber,
  width: cleanNumber,
  height: cleanNumber,
  weight: cleanNumber,
  parent_quantity: cleanNumber,
  barcode: (v) => (typeof v === 'string' ? v.slice(0, 200) : ''),
};

/**
 * The stored draft for this product and unit, cleaned field by field: anything on the origin
 * (or an older version of this page) may have written the entry.
 */
export function loadTypeDraft(address: TypeDraftAddress): TypeDraft | null {
  const draft = readBook().drafts[keyOf(address)] as Partial<TypeDraft> | undefined;
  if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.values !== 'object')
    return null;
  const source = draft.values as unknown as Record<string, unknown>;
  const values = Object.fromEntries(
    (Object.keys(CLEANERS) as TypeField[]).map((field) => [field, CLEANERS[field](source[field])]),
  ) as unknown as TypeFormValues;
  const step = Number.isInteger(draft.step)
    ? Math.min(Math.max(draft.step as number, 0), REVIEW_STEP)
    : 0;
  return { step, values, savedAt: typeof draft.savedAt === 'number' ? draft.savedAt : 0 };
}
