import type { PartnerKind } from '@/domain/contract';
import { createDraftStore, type DraftStore } from '@/lib/drafts/draftStore';
import { cleanDraftValues } from '@/domain/fields/registry';
import { emptyPartner, partnerFormFields, type PartnerFormValues } from '@/domain/partners/fields';
import { StorageKeys } from '@/lib/storage';

/** Company (or Customer), Address, Review. */
export const PARTNER_STEP_COUNT = 3;
export const CONTACT_STEP = 0;
export const ADDRESS_STEP = 1;

function draftStoreOf(
  kind: PartnerKind,
  key: typeof StorageKeys.supplierDraft | typeof StorageKeys.customerDraft,
) {
  const empty = emptyPartner(kind);
  return createDraftStore<PartnerFormValues>({
    key,
    version: 1,
    steps: PARTNER_STEP_COUNT,
    empty,
    // Stored values are untrusted input: only the registry's fields, each of its kind.
    clean: (raw) => cleanDraftValues(partnerFormFields(kind), raw, empty),
  });
}

/** KS_supplier_draft and KS_customer_draft: 'Continue Adding Supplier' / 'Customer'. */
export const partnerDraftStores: Record<PartnerKind, DraftStore<PartnerFormValues>> = {
  supplier: draftStoreOf('supplier', StorageKeys.supplierDraft),
  customer: draftStoreOf('customer', StorageKeys.customerDraft),
};
