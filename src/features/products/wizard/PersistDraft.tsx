import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useDraftAutosave } from '@/components/wizard/useDraftAutosave';
import type { ProductFormValues } from '../form/values';
import { saveProductDraft } from './draft';

interface PersistDraftProps {
  owner: string | null;
  step: number;
  /** True once the product is created: nothing may write the draft back after that. */
  finished: () => boolean;
}

/** Saves the wizard's values and step under KS_product_draft shortly after each change. */
export function PersistDraft({ owner, step, finished }: PersistDraftProps) {
  const { values } = useFormikContext<ProductFormValues>();
  const save = useCallback(() => {
    if (owner && !finished()) saveProductDraft(owner, step, values);
  }, [owner, step, values, finished]);
  useDraftAutosave(owner ? save : null);
  return null;
}
