import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_BUNDLE, type BundleFormValues } from '../form/values';
import { clearBundleDraft, DRAFT_IMAGE_MAX_CHARS, loadBundleDraft, saveBundleDraft } from './draft';

const values: BundleFormValues = {
  ...EMPTY_BUNDLE,
  products: [{ product_id: 4, sku: 'P-4', title: 'Four', available: 8, quantity: 2 }],
  sku: 'B-1',
  title: 'Box',
  length: 10,
  prepping_required: true,
  prepping_steps: ['Wrap', ''],
  image: 'data:image/png;base64,AAAA',
};

describe('the bundle draft', () => {
  it('round-trips values and step under KS_bundle_draft', () => {
    saveBundleDraft(1, values, 'org-1');
    expect(localStorage.getItem('KS_bundle_draft')).not.toBeNull();
    expect(loadBundleDraft('org-1')).toEqual({ step: 1, values });
    clearBundleDraft();
    expect(loadBundleDraft('org-1')).toBeNull();
  });

  it('never crosses into another organisation', () => {
    saveBundleDraft(2, values, 'org-1');
    expect(loadBundleDraft('org-2')).toBeNull();
  });

  it('leaves out an image too large for localStorage', () => {
    const big = `data:image/png;base64,${'A'.repeat(DRAFT_IMAGE_MAX_CHARS)}`;
    saveBundleDraft(1, { ...values, image: big }, 'org-1');
    expect(loadBundleDraft('org-1')?.values.image).toBe('');
  });

  it('cleans whatever else may be stored there', () => {
    storage.set(StorageKeys.bundleDraft, {
      step: 99,
      values: {
        products: [
          { product_id: 'x' },
          { product_id: 4, quantity: 'two' },
          { product_id: 4, quantity: 3 },
        ],
        sku: 42,
        prepping_required: 'yes',
        prepping_steps: 'Wrap',
        image: 'javascript:alert(1)',
      },
    });
    const loaded = loadBundleDraft('org-1');
    expect(loaded?.step).toBe(2);
    expect(loaded?.values.products).toEqual([
      { product_id: 4, sku: '', title: '', available: 0, quantity: null },
    ]);
    expect(loaded?.values.sku).toBe('');
    expect(loaded?.values.prepping_required).toBe(false);
    expect(loaded?.values.prepping_steps).toEqual(['']);
    expect(loaded?.values.image).toBe('');
  });

  it('ignores what is not a draft at all', () => {
    localStorage.setItem('KS_bundle_draft', 'not json');
    expect(loadBundleDraft(null)).toBeNull();
    storage.set(StorageKeys.bundleDraft, ['a']);
    expect(loadBundleDraft(null)).toBeNull();
  });
});
