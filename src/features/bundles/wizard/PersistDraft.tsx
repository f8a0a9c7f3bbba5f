import { useFormikContext } from 'formik';
import { useCallback, type RefObject } from 'react';
import { useDraftAutosave } from '@/components/wizard/useDraftAutosave';
import type { BundleFormValues } from '../form/values';
import { saveBundleDraft } from './draft';

interface PersistDraftProps {
  step: number;
  organisation: string | null;
  /** Whether there is anything worth keeping yet (a change, a later step, a resumed draft). */
  active: boolean;
  /** Set once the bundle is created: nothing may write the draft back after that. */
  finished: RefObject<boolean>;
}

/** Keeps the wizard in KS_bundle_draft as the person works, so 'Continue Adding Bundle' works. */
export function PersistDraft({ step, organisation, active, finished }: PersistDraftProps) {
  const { values } = useFormikContext<BundleFormValues>();
  const save = useCallback(() => {
    if (!finished.current) saveBundleDraft(step, values, organisation);
  }, [step, values, organisation, finished]);
  useDraftAutosave(active ? save : null);
  return null;
}
