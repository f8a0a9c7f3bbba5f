import { useSyncExternalStore } from 'react';

/** The widest screen that gets the phone layout (antd's `sm` breakpoint starts above it). */
export const PHONE_MAX_WIDTH = 576;

function subscribe(onChange: () => void): () => void {
  // A resize covers every way the width changes (rotation, a resized window, a test's viewport).
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// innerWidth counts a scrollbar as the CSS `@media (max-width: 576px)` blocks do, so the two agree.
const isPhone = () => window.innerWidth <= PHONE_MAX_WIDTH;
// No window on a server render (the pre-painted sign-in page): assume a wide screen.
const isPhoneOnServer = () => false;

/**
 * True on a phone-sized screen (≤ 576 px): the kit then moves filters and the side navigation
 * into drawers so the page's content comes first. Re-renders when the width crosses the line.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, isPhoneOnServer);
}
