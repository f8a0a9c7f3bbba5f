import { useMemo } from 'react';
import { useAppSelector } from '@/core/hooks';
import { draftOwner, type DraftStore } from '@/lib/drafts/draftStore';

/*
 * Apart from useWizardDraft, so a list page asking "is there a draft?" does not load the
 * wizard's continue-or-start-over card.
 */

/** Whose drafts this page may read and write: the signed-in user in the current organisation. */
export function useDraftOwner(): string {
  const user = useAppSelector((s) => s.session.user);
  return draftOwner(user);
}

/** True when the current owner has a draft in `store` ('Continue Adding …' is shown then). */
export function useHasDraft<V>(store: DraftStore<V>): boolean {
  const owner = useDraftOwner();
  return useMemo(() => store.exists(owner), [store, owner]);
}
