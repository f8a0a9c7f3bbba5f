import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { ProductFormValues } from '../form/values';
import { saveProductDraft } from './draft';

export const DRAFT_SAVE_DELAY_MS = 300;

interface PersistDraftProps {
  owner: string | null;
  step: number;
  /** True once the product is created: nothing may write the draft back after that. */
  finished: () => boolean;
}

/**
 * Saves the wizard's values and step under KS_product_draft shortly after each change. A change
 * still waiting when the page is left (navigation, reload, tab closed) is written at once.
 */
export function PersistDraft({ owner, step, finished }: PersistDraftProps) {
  const { values } = useFormikContext<ProductFormValues>();
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!owner) return undefined;
    const save = () => {
      pending.current = null;
      if (!finished()) saveProductDraft(owner, step, values);
    };
    pending.current = save;
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [owner, step, values, finished]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return null;
}
