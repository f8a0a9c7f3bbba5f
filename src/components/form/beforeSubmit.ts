import { useEffect, useRef } from 'react';
import { requiredContext } from '../hooks/requiredContext';

/** A check before an edit form's save: false stops it (the check shows why itself). */
export type BeforeSubmit = () => boolean | Promise<boolean>;

/** EditForm's registry of checks: adds one, returns its removal. */
export const { Context: BeforeSubmitContext, useRequiredContext: useAddBeforeSubmit } =
  requiredContext<(check: BeforeSubmit) => () => void>('useBeforeSubmit', 'EditForm');

/**
 * Adds a check to the form's Save, run after the form's rules pass and before anything is sent
 * (the SKU must be free); false stops the save. Read when it runs, so it may close over fresh
 * state. Inside an `EditForm` only.
 */
export function useBeforeSubmit(check: BeforeSubmit) {
  const add = useAddBeforeSubmit();
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => add(() => latest.current()), [add]);
}
