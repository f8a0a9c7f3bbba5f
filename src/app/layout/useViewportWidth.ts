import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getWidth = () => window.innerWidth;
// No window on a server render: assume a desktop so nothing collapses on first paint.
const getServerWidth = () => 1440;

/** The viewport width in CSS pixels, re-rendering on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}
