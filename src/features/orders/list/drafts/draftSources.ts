import type { OrderDirection } from '@/domain/contract';
import type { DraftStore, StoredDraft } from '@/lib/drafts/draftStore';
import { inboundDraftStore, inboundDraftTitle } from '../../inbound-wizard/draft';
import { INBOUND_STEP_TITLES, PRINT_STEP_TITLE } from '../../inbound-wizard/values';
import { outboundDraftStore, outboundDraftTitle } from '../../outbound-wizard/draft';
import { OUTBOUND_STEPS } from '../../outbound-wizard/values';

/** One wizard whose local draft the Drafts list offers back. */
export interface DraftSource {
  direction: OrderDirection;
  /** The wizard's steps as its step bar counts them, to say where the draft stopped. */
  steps: readonly string[];
  /** What the draft is about, read from its values. */
  read: (owner: string) => { title: string; draft: StoredDraft<unknown> } | null;
  discard: () => void;
}

function sourceOf<V>(
  direction: OrderDirection,
  store: DraftStore<V>,
  steps: readonly string[],
  title: (values: V) => string,
): DraftSource {
  return {
    direction,
    steps,
    read(owner) {
      const draft = store.load(owner);
      return draft ? { title: title(draft.values), draft: draft as StoredDraft<unknown> } : null;
    },
    discard: () => store.clear(),
  };
}

/** The order wizards' drafts, one per wizard (the kit keeps one draft per wizard and owner). */
export const DRAFT_SOURCES: readonly DraftSource[] = [
  sourceOf('outbound', outboundDraftStore, OUTBOUND_STEPS, outboundDraftTitle),
  sourceOf(
    'inbound',
    inboundDraftStore,
    [...INBOUND_STEP_TITLES, PRINT_STEP_TITLE],
    inboundDraftTitle,
  ),
];
