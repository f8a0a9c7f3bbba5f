import { createDraftStore } from '@/lib/drafts/draftStore';
import { cleanDraftValues } from '@/domain/fields/registry';
import { MAX_IMAGES, PRODUCT_FIELDS } from '@/domain/catalogue/productFields';
import { StorageKeys } from '@/lib/storage';
import { isAcceptedImageDataUrl } from '../form/images';
import { EMPTY_PRODUCT_VALUES, PRODUCT_STEPS, type ProductFormValues } from '../form/values';

/** Only pictures the form itself could have read, and no more than a product may have. */
const cleanImages = (raw: unknown): string[] =>
  Array.isArray(raw)
    ? raw
        .filter((x): x is string => typeof x === 'string' && isAcceptedImageDataUrl(x))
        .slice(0, MAX_IMAGES)
    : [];

/**
 * The product wizard's draft (KS_product_draft): the values and the step reached, so leaving the
 * wizard and coming back through 'Continue Adding Product' resumes it, for the same user in the
 * same organisation only. Images are kept while the whole draft fits; otherwise the draft is kept
 * without them and the wizard asks for them again when it resumes.
 */
export const productDraftStore = createDraftStore<ProductFormValues>({
  key: StorageKeys.productDraft,
  version: 1,
  steps: PRODUCT_STEPS.length,
  empty: EMPTY_PRODUCT_VALUES,
  clean: (raw) => ({
    ...cleanDraftValues(PRODUCT_FIELDS, raw, EMPTY_PRODUCT_VALUES),
    images: cleanImages(raw.images),
  }),
  shrink: (values) => ({ ...values, images: [] }),
});
