import { useEffect, useRef } from 'react';

/** How long the form must stand still before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Writes a wizard's draft shortly after each change: `save` is a new function whenever there is
 * something new to keep (useCallback over the values), null while nothing may be kept. A save
 * still waiting when the page is left (navigation, reload, tab closed) is written at once, so
 * 'Continue' finds exactly what was typed.
 */
export function useDraftAutosave(save: (() => void) | null, delayMs = DRAFT_SAVE_DELAY_MS) {
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!save) {
      // Nothing may be kept now: a save still waiting must not be written on leaving either.
      pending.current = null;
      return undefined;
    }
    const run = () => {
      pending.current = null;
      save();
    };
    pending.current = run;
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  }, [save, delayMs]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}
