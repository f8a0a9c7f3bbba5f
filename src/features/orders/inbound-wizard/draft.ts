import { createDraftStore } from '@/lib/drafts/draftStore';
import { StorageKeys } from '@/lib/storage';
import {
  cleanInboundValues,
  describeInbound,
  emptyInbound,
  INBOUND_STEP_COUNT,
  type InboundFormValues,
} from './values';

/**
 * KS_inbound_order_draft: the inbound wizard's draft, also written by a product's Restock button
 * and listed (Continue, Discard) by the Drafts list. Bump `version` when the values change shape.
 */
export const inboundDraftStore = createDraftStore<InboundFormValues>({
  key: StorageKeys.inboundDraft,
  version: 1,
  steps: INBOUND_STEP_COUNT,
  empty: emptyInbound(),
  clean: cleanInboundValues,
});

/** The Drafts list's title of an inbound draft. */
export const inboundDraftTitle = describeInbound;
export type { InboundFormValues };
