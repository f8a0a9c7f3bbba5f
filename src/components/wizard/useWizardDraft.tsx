import { useState, type ReactNode } from 'react';
import { useSearchParam } from '@/core/routing/urlState';
import { RESUME_PARAM, type DraftStore, type StoredDraft } from '@/lib/drafts/draftStore';
import { DraftChoice } from './DraftChoice';
import { useDraftOwner } from './draftOwner';

export interface WizardStart<V> {
  step: number;
  values: V;
  /** Started from a stored draft. */
  resumed: boolean;
  /** The draft was saved without something too large to keep (images). */
  trimmed: boolean;
  /** The key of a submit whose answer never came back: a retry sends it again. */
  submissionKey?: string;
}

export interface DraftBinding<V> {
  store: DraftStore<V>;
  owner: string;
}

/** How a wizard opens: where it starts and where its draft goes (from useWizardDraft). */
export interface WizardOpening<V> {
  start: WizardStart<V>;
  draft: DraftBinding<V>;
}

interface Options<V> {
  /** The blank start (may come from the server: a suggested SKU). */
  fresh: V;
  /**
   * 'ask' (the default): a stored draft is resumed at once with ?resume=1 and otherwise offered
   * (continue or start over), never silently reused or dropped. 'resume': always picked up (the
   * sign-up, where a reload must land where the person was).
   */
  onOpen?: 'ask' | 'resume';
}

export interface WizardDraftState<V> {
  /** Where the wizard starts; null while the person is asked about a draft. */
  start: WizardStart<V> | null;
  draft: DraftBinding<V>;
  /** The question, while there is one to ask. */
  choice: (texts: { title: ReactNode; description: ReactNode }) => ReactNode;
  /** Forgets the draft and starts blank. */
  startOver: () => void;
}

const fromDraft = <V,>(d: StoredDraft<V>): WizardStart<V> => ({
  step: d.step,
  values: d.values,
  resumed: true,
  trimmed: d.trimmed,
  submissionKey: d.submissionKey,
});

/**
 * How every wizard opens: one rule for resuming, asking about and forgetting a draft. The draft is
 * read once; the wizard writes it from its first keystroke on.
 */
export function useWizardDraft<V>(store: DraftStore<V>, options: Options<V>): WizardDraftState<V> {
  const owner = useDraftOwner();
  const resumeParam = useSearchParam(RESUME_PARAM);
  const fresh: WizardStart<V> = { step: 0, values: options.fresh, resumed: false, trimmed: false };
  const [stored] = useState(() => store.load(owner));
  const [start, setStart] = useState<WizardStart<V> | null>(() => {
    if (!stored) return null;
    const resume = options.onOpen === 'resume' || resumeParam === '1';
    return resume ? fromDraft(stored) : null;
  });
  const [asked, setAsked] = useState(false);
  const startOver = () => {
    store.clear();
    setAsked(true);
    setStart({ ...fresh });
  };
  const chosen = start ?? (stored && !asked ? null : fresh);
  return {
    start: chosen,
    draft: { store, owner },
    startOver,
    choice: ({ title, description }) =>
      chosen || !stored ? null : (
        <DraftChoice
          title={title}
          description={description}
          onContinue={() => setStart(fromDraft(stored))}
          onStartOver={startOver}
        />
      ),
  };
}
