import { storage, StorageKeys } from '@/lib/storage';
import { MAX_TYPE_DRAFTS, clearTypeDraft, loadTypeDraft, saveTypeDraft } from './typeDraft';
import { EMPTY_TYPE_VALUES, type TypeFormValues } from './typeForm';

const carton = { owner: 'u1@org-1', productId: 12, unit: 'CARTON' } as const;
const typed: TypeFormValues = { ...EMPTY_TYPE_VALUES, length: 60, width: 40, weight: 9 };

describe('the product type draft', () => {
  it('round-trips the step and values under KS_product_type_draft', () => {
    saveTypeDraft(carton, 1, typed, 1000);
    expect(localStorage.getItem('KS_product_type_draft')).not.toBeNull();
    expect(loadTypeDraft(carton)).toEqual({ step: 1, values: typed, savedAt: 1000 });
  });

  it('belongs to one user and organisation, one product and one unit', () => {
    saveTypeDraft(carton, 1, typed);
    expect(loadTypeDraft({ ...carton, unit: 'PALLET' })).toBeNull();
    expect(loadTypeDraft({ ...carton, productId: 13 })).toBeNull();
    expect(loadTypeDraft({ ...carton, owner: 'u1@org-2' })).toBeNull();
    // Several drafts live side by side.
    saveTypeDraft({ ...carton, unit: 'PALLET' }, 0, { ...typed, length: 120 });
    expect(loadTypeDraft(carton)?.values.length).toBe(60);
    expect(loadTypeDraft({ ...carton, unit: 'PALLET' })?.values.length).toBe(120);
  });

  it('keeps nothing for an untouched first step, and forgets a draft on success', () => {
    saveTypeDraft(carton, 0, EMPTY_TYPE_VALUES);
    expect(localStorage.getItem('KS_product_type_draft')).toBeNull();
    saveTypeDraft(carton, 2, typed);
    clearTypeDraft(carton);
    expect(loadTypeDraft(carton)).toBeNull();
    expect(localStorage.getItem('KS_product_type_draft')).toBeNull();
  });

  it('keeps only the newest drafts', () => {
    for (let id = 1; id <= MAX_TYPE_DRAFTS + 2; id += 1)
      saveTypeDraft({ ...carton, productId: id }, 1, typed, id);
    expect(loadTypeDraft({ ...carton, productId: 1 })).toBeNull();
    expect(loadTypeDraft({ ...carton, productId: 2 })).toBeNull();
    expect(loadTypeDraft({ ...carton, productId: MAX_TYPE_DRAFTS + 2 })).not.toBeNull();
  });

  it('cleans whatever else wrote the entry', () => {
    storage.set(StorageKeys.productTypeDraft, {
      drafts: {
        'u1@org-1|12|CARTON': {
          step: 9,
          values: { length: '60', width: 40, weight: null, barcode: 7, extra: 'x' },
        },
      },
    });
    expect(loadTypeDraft(carton)).toEqual({
      step: 2,
      values: { ...EMPTY_TYPE_VALUES, width: 40 },
      savedAt: 0,
    });
    storage.set(StorageKeys.productTypeDraft, 'nonsense');
    expect(loadTypeDraft(carton)).toBeNull();
  });
});
