import type { KeyboardEvent } from 'react';

/**
 * Spreadsheet keys over the grid's cells (each control carries `data-cell="row:column"`):
 * ↓ and Enter go down, ↑ and Shift+Enter up; ← and → go to the next cell once the caret is at
 * the text's edge (inside the text they move the caret). A category list keeps ↑/↓ (they choose
 * the category, as in a spreadsheet's list cell).
 */
export function cellMove(
  key: string,
  shift: boolean,
  control: { tag: string; caretAtStart: boolean; caretAtEnd: boolean },
): [number, number] | null {
  const list = control.tag === 'SELECT';
  switch (key) {
    case 'Enter':
      return shift ? [-1, 0] : [1, 0];
    case 'ArrowDown':
      return list ? null : [1, 0];
    case 'ArrowUp':
      return list ? null : [-1, 0];
    case 'ArrowLeft':
      return control.caretAtStart ? [0, -1] : null;
    case 'ArrowRight':
      return control.caretAtEnd ? [0, 1] : null;
    default:
      return null;
  }
}

const caret = (element: HTMLElement) => {
  if (!(element instanceof HTMLInputElement) || element.type !== 'text')
    return { caretAtStart: true, caretAtEnd: true };
  const { selectionStart: start, selectionEnd: end, value } = element;
  return { caretAtStart: start === 0 && end === 0, caretAtEnd: start === value.length };
};

/** A grid cell's keydown: moves the focus to the neighbouring cell, if any. */
export function onGridKeyDown(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const at = target.dataset.cell?.split(':').map(Number);
  if (!at || at.length !== 2) return;
  const move = cellMove(event.key, event.shiftKey, { tag: target.tagName, ...caret(target) });
  if (!move) return;
  const next = target
    .closest('table')
    ?.querySelector<HTMLElement>(`[data-cell="${at[0]! + move[0]}:${at[1]! + move[1]}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (next instanceof HTMLInputElement && next.type === 'text') next.select();
}
