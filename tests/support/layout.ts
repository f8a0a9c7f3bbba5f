import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom lays nothing out: around each test of the calling file or describe block, every
 * element measures `width` × `height`, so that recharts (which sizes itself from its container)
 * draws.
 */
export function giveElementsSize(width: number, height: number) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width, height }),
    );
  });
  afterEach(() => vi.restoreAllMocks());
}
