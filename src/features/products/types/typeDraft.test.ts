// @vitest-environment happy-dom
import { storage, StorageKeys } from '@/lib/storage';
import { typeDraftStore } from './typeDraft';
import { EMPTY_TYPE_VALUES, type TypeFormValues } from './typeForm';

const OWNER = 'u1@org-1';
const carton = typeDraftStore({ productId: 12, unit: 'CARTON' });
const typed: TypeFormValues = { ...EMPTY_TYPE_VALUES, length: 60, width: 40, weight: 9 };

describe('the product type draft', () => {
  it('round-trips the step and values under KS_product_type_draft', () => {
    carton.save(OWNER, 1, typed);
    expect(localStorage.getItem('KS_product_type_draft')).not.toBeNull();
    expect(carton.load(OWNER)).toMatchObject({ step: 1, values: typed, owner: OWNER });
  });

  it('belongs to one user and organisation, one product and one unit', () => {
    carton.save(OWNER, 1, typed);
    expect(typeDraftStore({ productId: 12, unit: 'PALLET' }).load(OWNER)).toBeNull();
    expect(typeDraftStore({ productId: 13, unit: 'CARTON' }).load(OWNER)).toBeNull();
    expect(carton.load('u1@org-2')).toBeNull();
    expect(carton.exists(OWNER)).toBe(true);
  });

  it('keeps nothing for an untouched first step, and forgets a draft on success', () => {
    carton.save(OWNER, 0, EMPTY_TYPE_VALUES);
    expect(localStorage.getItem('KS_product_type_draft')).toBeNull();
    carton.save(OWNER, 2, typed);
    carton.clear();
    expect(carton.load(OWNER)).toBeNull();
    expect(localStorage.getItem('KS_product_type_draft')).toBeNull();
  });

  it('cleans whatever else wrote the entry', () => {
    storage.set(StorageKeys.productTypeDraft, {
      version: 2,
      owner: OWNER,
      step: 9,
      values: {
        product_id: 12,
        unit: 'CARTON',
        length: '60',
        width: 40,
        weight: null,
        barcode: 7,
        extra: 'x',
      },
    });
    expect(carton.load(OWNER)).toMatchObject({
      step: 2,
      values: { ...EMPTY_TYPE_VALUES, width: 40 },
    });
    expect(carton.load(OWNER)!.values).not.toHaveProperty('extra');
    storage.set(StorageKeys.productTypeDraft, 'nonsense');
    expect(carton.load(OWNER)).toBeNull();
  });
});
