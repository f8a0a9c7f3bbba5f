import { createDraftStore, type DraftStore } from '@/lib/drafts/draftStore';
import { UNIT_FIELDS } from '@/domain/catalogue/productFields';
import { cleanDraftValues } from '@/domain/fields/registry';
import { StorageKeys } from '@/lib/storage';
import { EMPTY_TYPE_VALUES, TYPE_STEPS, type TypeFormValues } from './typeForm';
import type { PackagingUnit } from './units';

/** Which wizard a type draft belongs to: adding this unit to this product. */
export interface TypeDraftScope {
  productId: number;
  unit: PackagingUnit;
}

/** The values as stored: the form's, with the product and unit they are for. */
type ScopedValues = TypeFormValues & { product_id: number; unit: PackagingUnit };

const withoutScope = ({ product_id: _p, unit: _u, ...values }: ScopedValues): TypeFormValues =>
  values;

/**
 * The add-type wizard's draft (KS_product_type_draft), for the same user in the same
 * organisation: the values carry the product and unit they were typed for, so coming back to
 * "add a carton to product 12" resumes that wizard, and a draft for another product or unit is
 * never offered.
 */
export function typeDraftStore({ productId, unit }: TypeDraftScope): DraftStore<TypeFormValues> {
  const scope = { product_id: productId, unit };
  const store = createDraftStore<ScopedValues>({
    key: StorageKeys.productTypeDraft,
    version: 2,
    steps: TYPE_STEPS.length,
    empty: { ...EMPTY_TYPE_VALUES, ...scope },
    clean: (raw) =>
      raw.product_id === productId && raw.unit === unit
        ? { ...cleanDraftValues(UNIT_FIELDS, raw, EMPTY_TYPE_VALUES), ...scope }
        : null,
  });
  return {
    load(owner) {
      const draft = store.load(owner);
      return draft && { ...draft, values: withoutScope(draft.values) };
    },
    save: (owner, step, values) => store.save(owner, step, { ...values, ...scope }),
    clear: () => store.clear(),
    exists: (owner) => store.exists(owner),
  };
}
