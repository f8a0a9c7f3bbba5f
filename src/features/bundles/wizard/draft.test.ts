// @vitest-environment happy-dom
import { storage, StorageKeys } from '@/lib/storage';
import { EMPTY_BUNDLE, type BundleFormValues } from '../form/values';
import { bundleDraftStore, DRAFT_IMAGE_MAX_CHARS } from './draft';

const OWNER = 'user-1@org-1';

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

/** A draft record as the store writes it, with whatever values a test needs. */
const stored = (raw: unknown, step = 0) =>
  storage.set(StorageKeys.bundleDraft, { version: 2, owner: OWNER, step, values: raw });

describe('the bundle draft', () => {
  it('round-trips values and step under KS_bundle_draft', () => {
    bundleDraftStore.save(OWNER, 1, values);
    expect(localStorage.getItem('KS_bundle_draft')).not.toBeNull();
    expect(bundleDraftStore.load(OWNER)).toMatchObject({ step: 1, values, trimmed: false });
    bundleDraftStore.clear();
    expect(bundleDraftStore.load(OWNER)).toBeNull();
  });

  it('never crosses into another organisation, nor to another user', () => {
    bundleDraftStore.save(OWNER, 2, values);
    expect(bundleDraftStore.load('user-1@org-2')).toBeNull();
    expect(bundleDraftStore.load('user-2@org-1')).toBeNull();
    expect(bundleDraftStore.exists(OWNER)).toBe(true);
  });

  it('leaves out an image too large for localStorage', () => {
    const big = `data:image/png;base64,${'A'.repeat(DRAFT_IMAGE_MAX_CHARS)}`;
    bundleDraftStore.save(OWNER, 1, { ...values, image: big });
    const loaded = bundleDraftStore.load(OWNER);
    expect(loaded?.values.image).toBe('');
    expect(loaded?.values.title).toBe('Box');
    expect(loaded?.trimmed).toBe(true);
  });

  it('cleans whatever else may be stored there', () => {
    stored(
      {
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
      99,
    );
    const loaded = bundleDraftStore.load(OWNER);
    expect(loaded?.step).toBe(2);
    expect(loaded?.values.products).toEqual([
      { product_id: 4, sku: '', title: '', available: 0, quantity: null },
    ]);
    expect(loaded?.values.sku).toBe('');
    expect(loaded?.values.prepping_required).toBe(false);
    expect(loaded?.values.prepping_steps).toEqual(['']);
    expect(loaded?.values.image).toBe('');
  });

  it('ignores what is not a draft at all, and a draft of the earlier shape', () => {
    localStorage.setItem('KS_bundle_draft', 'not json');
    expect(bundleDraftStore.load(OWNER)).toBeNull();
    storage.set(StorageKeys.bundleDraft, ['a']);
    expect(bundleDraftStore.load(OWNER)).toBeNull();
    // Version 1 belonged to the organisation only.
    storage.set(StorageKeys.bundleDraft, { version: 1, organisation: 'org-1', step: 1, values });
    expect(bundleDraftStore.load(OWNER)).toBeNull();
  });
});
