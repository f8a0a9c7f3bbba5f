import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll, reachable by keyboard: the region takes focus (arrow keys
 * scroll it) and is named, so a screen reader says what it holds. antd's own `scroll.x` makes a
 * scroller with nothing focusable inside, so inside this region antd's scroller is turned off
 * (the `scroll-region` class, global.css) and this one scrolls; a fixed first column sticks to
 * its left edge.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be reachable
    <div role="region" aria-label={label} tabIndex={0} className="scroll-region">
      {children}
    </div>
  );
}
