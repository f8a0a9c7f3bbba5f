// @vitest-environment happy-dom
import { DEFAULT_DRAFT_MAX_CHARS, draftOwner } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_PRODUCT_VALUES, type ProductFormValues } from '../form/values';
import { productDraftStore } from './draft';

const OWNER = draftOwner({ uid: 'owner@demo.test', x_organisation_uid: 'org-1' });
const typed: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  sku: 'TEE-1',
  length: 12,
  fragile: true,
};
const smallImage = 'data:image/png;base64,AAAA';

describe('the product draft', () => {
  it('round-trips values, images and step under KS_product_draft', () => {
    productDraftStore.save(OWNER, 2, { ...typed, images: [smallImage] });
    expect(localStorage.getItem('KS_product_draft')).not.toBeNull();
    expect(productDraftStore.load(OWNER)).toEqual({
      version: 1,
      owner: OWNER,
      step: 2,
      values: { ...typed, images: [smallImage] },
      trimmed: false,
      savedAt: expect.any(String),
    });
  });

  it('belongs to one user in one organisation', () => {
    productDraftStore.save(OWNER, 1, typed);
    const elsewhere = draftOwner({ uid: 'owner@demo.test', x_organisation_uid: 'org-2' });
    expect(productDraftStore.exists(elsewhere)).toBe(false);
    expect(productDraftStore.exists(draftOwner(null))).toBe(false);
    expect(productDraftStore.exists(OWNER)).toBe(true);
  });

  it('keeps no draft while nothing is typed on the first step', () => {
    productDraftStore.save(OWNER, 1, typed);
    productDraftStore.save(OWNER, 0, EMPTY_PRODUCT_VALUES);
    expect(productDraftStore.exists(OWNER)).toBe(false);
  });

  it('leaves images out when they would make the draft too large, and says so', () => {
    const big = `data:image/png;base64,${'A'.repeat(DEFAULT_DRAFT_MAX_CHARS)}`;
    productDraftStore.save(OWNER, 0, { ...typed, images: [big] });
    const draft = productDraftStore.load(OWNER)!;
    expect(draft.values.images).toEqual([]);
    expect(draft.values.sku).toBe('TEE-1');
    expect(draft.trimmed).toBe(true);
  });

  it('cleans what it reads: wrong types fall back, the step is clamped', () => {
    storage.set(StorageKeys.productDraft, {
      version: 1,
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
    const draft = productDraftStore.load(OWNER)!;
    expect(draft.step).toBe(2);
    expect(draft.values).toEqual({ ...EMPTY_PRODUCT_VALUES, title: 'Tee', images: [smallImage] });
  });

  it('ignores anything that is not a draft', () => {
    localStorage.setItem('KS_product_draft', '{not json');
    expect(productDraftStore.load(OWNER)).toBeNull();
    storage.set(StorageKeys.productDraft, ['a']);
    expect(productDraftStore.load(OWNER)).toBeNull();
    productDraftStore.clear();
    expect(localStorage.getItem('KS_product_draft')).toBeNull();
  });
});
