import { useCallback, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import './rowNavigation.css';

/*
 * Rows reachable by the arrow keys (a roving tabindex): one row of a table is a tab stop at a
 * time; ↓/↑ move the focus between rows, Home/End jump to the first/last, Enter opens the row's
 * record (its first link). Rows stay table rows, so screen readers read them as before.
 */

const ROW_CLASS = 'row-nav';
const ROW_SELECTOR = `tr.${ROW_CLASS}`;

function rowsBeside(row: HTMLElement): HTMLElement[] {
  return Array.from(row.parentElement?.querySelectorAll<HTMLElement>(ROW_SELECTOR) ?? []);
}

/** Where each key moves the focus from row `at` of `rows`; undefined for a key that does not. */
function rowFor(key: string, rows: HTMLElement[], at: number): HTMLElement | undefined {
  switch (key) {
    case 'ArrowDown':
      return rows[Math.min(at + 1, rows.length - 1)];
    case 'ArrowUp':
      return rows[Math.max(at - 1, 0)];
    case 'Home':
      return rows[0];
    case 'End':
      return rows[rows.length - 1];
    default:
      return undefined;
  }
}

function onRowKeyDown(event: KeyboardEvent<HTMLElement>) {
  // Keys pressed on a link, checkbox or button inside the row are that control's own.
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  if (event.key === 'Enter') {
    const link = row.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) return;
    event.preventDefault();
    link.click();
    return;
  }
  const rows = rowsBeside(row);
  const next = rowFor(event.key, rows, rows.indexOf(row));
  if (!next) return;
  event.preventDefault(); // the arrow keys would scroll the page too
  next.focus();
}

/**
 * The `onRow` of an antd Table whose rows the arrow keys move between. `rowCount` keeps the one
 * tab stop on a row that exists when the page of rows gets shorter.
 */
export function useRowNavigation<T>(rowCount: number) {
  const [active, setActive] = useState(0);
  const current = Math.max(0, Math.min(active, rowCount - 1));
  return useCallback(
    (_record: T, index?: number): HTMLAttributes<HTMLElement> => ({
      className: ROW_CLASS,
      tabIndex: index === current ? 0 : -1,
      onFocus: (event) => {
        if (event.target === event.currentTarget && index !== undefined) setActive(index);
      },
      onKeyDown: onRowKeyDown,
    }),
    [current],
  );
}

/**
 * ↓ in a list's search box: the focus goes to the first row of the list the box searches (the
 * nearest table around it), so a search is followed by its result without the mouse.
 */
export function focusFirstRow(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown') return;
  let scope: HTMLElement | null = event.currentTarget;
  while (scope && !scope.querySelector(ROW_SELECTOR)) scope = scope.parentElement;
  const first = scope?.querySelector<HTMLElement>(ROW_SELECTOR);
  if (!first) return;
  event.preventDefault();
  first.focus();
}
