import { Drawer } from 'antd';
import { useId, useRef } from 'react';
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
  // is in the dialog. Once the drawer has opened (its content is in the page and in view), move
  // the focus into the navigation itself: its first entry (the menu takes the arrow keys).
  const nav = useRef<HTMLDivElement>(null);
  const focusNav = (opened: boolean) => {
    if (opened) nav.current?.querySelector<HTMLElement>('[tabindex="0"], a[href], button')?.focus();
  };
  return (
    <Drawer
      title={<span id={titleId}>Navigation</span>}
      aria-labelledby={titleId}
      open={open}
      onClose={onClose}
      placement="left"
      size={NAV_WIDTH + 24}
      rootClassName="phone-nav-drawer"
      afterOpenChange={focusNav}
    >
      {/* A followed link closes the drawer, even one to the page already shown (no route change). */}
      <div ref={nav}>
        <SideNav routes={routes} open onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
