import { useSyncExternalStore } from 'react';

/** The widest screen that gets the phone layout (antd's `sm` breakpoint starts above it). */
export const PHONE_MAX_WIDTH = 576;
const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  // A resize covers every way the width changes (rotation, a resized window, a test's viewport).
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The media query, not innerWidth, so the answer matches the CSS @media blocks exactly.
const isPhone = () =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : window.innerWidth <= PHONE_MAX_WIDTH;
// No window on a server render (the pre-painted sign-in page): assume a wide screen.
const isPhoneOnServer = () => false;

/**
 * True on a phone-sized screen (≤ 576 px): the kit then moves filters and the side navigation
 * into drawers so the page's content comes first. Re-renders when the width crosses the line.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, isPhoneOnServer);
}
