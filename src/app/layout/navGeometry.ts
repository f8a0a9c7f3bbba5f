/** Layout constants for the side navigation: it is 250 px wide. */
export const NAV_WIDTH = 250;
/** Below this width the navigation closes itself after every route change. */
export const NAV_AUTO_CLOSE_BELOW = 1200;
/** Up to this width the navigation overlays the content instead of pushing it. */
export const NAV_OVERLAY_MAX_WIDTH = 912;
/** An overlay click this far right and down is outside the navigation and the header. */
export const OUTSIDE_CLICK_MIN_X = 270;
export const OUTSIDE_CLICK_MIN_Y = 100;

export function shouldAutoClose(viewportWidth: number): boolean {
  return viewportWidth < NAV_AUTO_CLOSE_BELOW;
}

export function isOverlayNav(viewportWidth: number): boolean {
  return viewportWidth <= NAV_OVERLAY_MAX_WIDTH;
}

/** Wide screens start with the navigation open; narrower ones would lose it on the first click. */
export function initialNavOpen(viewportWidth: number): boolean {
  return !shouldAutoClose(viewportWidth);
}

/** On screens up to 912 px a click at x ≥ 270 and y ≥ 100 closes the overlay. */
export function closesOnClick(viewportWidth: number, x: number, y: number): boolean {
  return isOverlayNav(viewportWidth) && x >= OUTSIDE_CLICK_MIN_X && y >= OUTSIDE_CLICK_MIN_Y;
}
