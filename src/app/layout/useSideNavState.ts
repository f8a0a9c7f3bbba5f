import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { closesOnClick, initialNavOpen, isOverlayNav, shouldAutoClose } from './navGeometry';
import { useViewportWidth } from './useViewportWidth';

export interface SideNavState {
  open: boolean;
  overlay: boolean;
  toggle(): void;
  close(): void;
}

/**
 * The side navigation closes on route change below 1200 px, and on overlay screens
 * (≤ 912 px) closes on any click right of and below the navigation column and header band.
 */
export function useSideNavState(): SideNavState {
  const width = useViewportWidth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => initialNavOpen(width));
  const overlay = isOverlayNav(width);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);

  // Adjusting state during render on a path change (React's "previous props" pattern) avoids an
  // extra effect pass and closes the nav in the same render as the new page.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (open && shouldAutoClose(width)) setOpen(false);
  }

  useEffect(() => {
    if (!open || !overlay) return undefined;
    const onClick = (event: MouseEvent) => {
      if (closesOnClick(window.innerWidth, event.clientX, event.clientY)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, overlay]);

  return { open, overlay, toggle, close };
}
