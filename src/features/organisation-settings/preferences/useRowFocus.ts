import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard where the person works in an editable list of rows: after Add, on the new
 * row's first control; after Remove (whose button is gone), on the Add button.
 */
export function useRowFocus(
  rowCount: number,
  firstControlId: (index: number) => string,
  addId: string,
) {
  const pending = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const what = pending.current;
    pending.current = null;
    if (what === 'added') document.getElementById(firstControlId(rowCount - 1))?.focus();
    if (what === 'removed') document.getElementById(addId)?.focus();
  }, [rowCount, firstControlId, addId]);
  return {
    added: () => (pending.current = 'added'),
    removed: () => (pending.current = 'removed'),
  };
}
