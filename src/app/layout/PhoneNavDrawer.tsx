import { Drawer } from 'antd';
import { useEffect, useId, useRef } from 'react';
import type { AppRoute } from '@/core/routing/routeHandle';
import { NAV_WIDTH } from './navGeometry';
import { SideNav } from './SideNav';

export interface PhoneNavDrawerProps {
  routes: AppRoute[];
  open: boolean;
  onClose(): void;
}

/**
 * A phone's side navigation (≤ 576 px), loaded the first time the menu button opens it: the same
 * navigation in a drawer from the left, which keeps the focus inside while open, closes on
 * Escape, on its close button and on the mask, and gives the focus back to the menu button. A
 * followed link closes it too.
 */
export function PhoneNavDrawer({ routes, open, onClose }: PhoneNavDrawerProps) {
  // React's id, not antd's: the dialog is named by its title in every environment.
  const titleId = useId();
  // antd focuses the drawer's outer frame, outside the dialog: a screen reader would not be told it
  // is in the dialog. Move the focus into the navigation itself (its menu takes the arrow keys).
  const nav = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // The drawer's portal mounts after this effect: try on the next frames until the menu is there.
    let frame = 0;
    let tries = 0;
    const focusNav = () => {
      const target = nav.current?.querySelector<HTMLElement>('[tabindex="0"], a[href], button');
      if (target) target.focus();
      else if (++tries < 20) frame = requestAnimationFrame(focusNav);
    };
    frame = requestAnimationFrame(focusNav);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Drawer
      title={<span id={titleId}>Navigation</span>}
      aria-labelledby={titleId}
      open={open}
      onClose={onClose}
      placement="left"
      size={NAV_WIDTH + 24}
      rootClassName="phone-nav-drawer"
    >
      {/* A followed link closes the drawer, even one to the page already shown (no route change). */}
      <div ref={nav}>
        <SideNav routes={routes} open onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
