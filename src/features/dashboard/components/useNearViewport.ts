import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport something below the fold starts loading. */
export const LAZY_LOAD_MARGIN = '200px';

/**
 * Whether the element has come within LAZY_LOAD_MARGIN of the viewport; once true it stays true.
 * Without IntersectionObserver it is true at once, so nothing is left unloaded.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
