import { createDraftStore } from '@/lib/drafts/draftStore';
import { cleanDraftValues } from '@/domain/fields/registry';
import {
  EMPTY_ORGANISATION,
  ORGANISATION_FORM_FIELDS,
  type OrganisationFormValues,
} from '@/domain/organisations/fields';
import { StorageKeys } from '@/lib/storage';

/** Basic Information, Address, Review. */
export const ORGANISATION_STEP = { basic: 0, address: 1, review: 2 } as const;

/** KS_organisation_draft: 'Continue Adding Organisation' on the list. */
export const organisationDraftStore = createDraftStore<OrganisationFormValues>({
  key: StorageKeys.organisationDraft,
  version: 1,
  steps: 3,
  empty: EMPTY_ORGANISATION,
  // Stored values are untrusted input: only the registry's fields, each of its kind.
  clean: (raw) => cleanDraftValues(ORGANISATION_FORM_FIELDS, raw, EMPTY_ORGANISATION),
});
