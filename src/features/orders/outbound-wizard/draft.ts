import { createDraftStore } from '@/lib/drafts/draftStore';
import { StorageKeys } from '@/lib/storage';
import {
  cleanOutboundValues,
  describeOutbound,
  emptyOutbound,
  OUTBOUND_STEP_COUNT,
  shrinkOutbound,
  type OutboundValues,
} from './values';

/**
 * KS_outbound_order_draft: the outbound wizard's draft, listed (Continue, Discard) by the Drafts
 * list. Bump `version` whenever OutboundValues change shape: an older draft is then dropped.
 */
export const outboundDraftStore = createDraftStore<OutboundValues>({
  key: StorageKeys.outboundDraft,
  version: 1,
  steps: OUTBOUND_STEP_COUNT,
  empty: emptyOutbound(),
  clean: cleanOutboundValues,
  shrink: shrinkOutbound,
});

/** The Drafts list's title of an outbound draft. */
export const outboundDraftTitle = describeOutbound;
export type { OutboundValues };
