import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * antd's table measures its columns in a hidden row (aria-hidden) that holds a copy of each
 * column's title, so the select-all checkbox has a copy there: a focusable control inside hidden
 * content, which the keyboard would reach and a screen reader could not explain (axe:
 * aria-hidden-focus). Inside that row the copy is disabled and out of the tab order; the real
 * title is untouched.
 */
function OutOfMeasureRow({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!box.current?.closest('.ant-table-measure-row')) return;
    box.current.querySelectorAll<HTMLElement>('input, button, [tabindex]').forEach((control) => {
      control.tabIndex = -1;
      if (control instanceof HTMLInputElement || control instanceof HTMLButtonElement)
        control.disabled = true;
    });
  });
  return <span ref={box}>{children}</span>;
}

/** A selection column's title (`rowSelection.columnTitle`): antd's select-all checkbox, measure-safe. */
export const measureSafeTitle = (checkbox: ReactNode) => (
  <OutOfMeasureRow>{checkbox}</OutOfMeasureRow>
);
