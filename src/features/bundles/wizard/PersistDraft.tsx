import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import type { BundleFormValues } from '../form/values';
import { saveBundleDraft } from './draft';

export const DRAFT_SAVE_DEBOUNCE_MS = 300;

interface PersistDraftProps {
  step: number;
  organisation: string | null;
  /** Whether there is anything worth keeping yet (a change, a later step, a resumed draft). */
  active: boolean;
  /** Set once the bundle is created: nothing may write the draft back after that. */
  finished: RefObject<boolean>;
}

/**
 * Keeps the wizard in KS_bundle_draft as the person works (debounced), and writes the last
 * keystrokes when the page is left, so 'Continue Adding Bundle' finds exactly what was there.
 */
export function PersistDraft({ step, organisation, active, finished }: PersistDraftProps) {
  const { values } = useFormikContext<BundleFormValues>();
  const latest = useRef({ step, values, organisation, active });

  useEffect(() => {
    latest.current = { step, values, organisation, active };
    if (!active || finished.current) return undefined;
    const timer = setTimeout(() => {
      if (!finished.current) saveBundleDraft(step, values, organisation);
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [step, values, organisation, active, finished]);

  useEffect(
    () => () => {
      const last = latest.current;
      if (last.active && !finished.current)
        saveBundleDraft(last.step, last.values, last.organisation);
    },
    [finished],
  );

  return null;
}
