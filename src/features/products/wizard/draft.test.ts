import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_PRODUCT_VALUES, type ProductFormValues } from '../form/values';
import {
  MAX_DRAFT_CHARS,
  clearProductDraft,
  hasProductDraft,
  loadProductDraft,
  productDraftOwner,
  saveProductDraft,
} from './draft';

const OWNER = productDraftOwner({ uid: 'owner@demo.test', x_organisation_uid: 'org-1' })!;
const typed: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  sku: 'TEE-1',
  length: 12,
  fragile: true,
};
const smallImage = 'data:image/png;base64,AAAA';

describe('the product draft', () => {
  it('round-trips values, images and step under KS_product_draft', () => {
    saveProductDraft(OWNER, 2, { ...typed, images: [smallImage] });
    expect(localStorage.getItem('KS_product_draft')).not.toBeNull();
    expect(loadProductDraft(OWNER)).toEqual({
      version: 1,
      owner: OWNER,
      step: 2,
      values: { ...typed, images: [smallImage] },
      imagesDropped: false,
    });
  });

  it('belongs to one user in one organisation', () => {
    saveProductDraft(OWNER, 1, typed);
    const elsewhere = productDraftOwner({ uid: 'owner@demo.test', x_organisation_uid: 'org-2' });
    expect(hasProductDraft(elsewhere)).toBe(false);
    expect(hasProductDraft(null)).toBe(false);
    expect(hasProductDraft(OWNER)).toBe(true);
  });

  it('keeps no draft while nothing is typed on the first step', () => {
    saveProductDraft(OWNER, 1, typed);
    saveProductDraft(OWNER, 0, EMPTY_PRODUCT_VALUES);
    expect(hasProductDraft(OWNER)).toBe(false);
  });

  it('leaves images out when they would make the draft too large, and says so', () => {
    const big = `data:image/png;base64,${'A'.repeat(MAX_DRAFT_CHARS)}`;
    saveProductDraft(OWNER, 0, { ...typed, images: [big] });
    const draft = loadProductDraft(OWNER)!;
    expect(draft.values.images).toEqual([]);
    expect(draft.values.sku).toBe('TEE-1');
    expect(draft.imagesDropped).toBe(true);
  });

  it('cleans what it reads: wrong types fall back, the step is clamped', () => {
    storage.set(StorageKeys.productDraft, {
      owner: OWNER,
      step: 9,
      values: {
        sku: 42,
        title: 'Tee',
        length: 'long',
        fragile: 'yes',
        sku_type: 'x',
        images: ['javascript:1', smallImage],
      },
    });
    const draft = loadProductDraft(OWNER)!;
    expect(draft.step).toBe(2);
    expect(draft.values).toEqual({ ...EMPTY_PRODUCT_VALUES, title: 'Tee', images: [smallImage] });
  });

  it('ignores anything that is not a draft', () => {
    localStorage.setItem('KS_product_draft', '{not json');
    expect(loadProductDraft(OWNER)).toBeNull();
    storage.set(StorageKeys.productDraft, ['a']);
    expect(loadProductDraft(OWNER)).toBeNull();
    clearProductDraft();
    expect(localStorage.getItem('KS_product_draft')).toBeNull();
  });
});
