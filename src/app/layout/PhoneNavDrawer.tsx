import { Drawer } from 'antd';
import { useId } from 'react';
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
      <SideNav routes={routes} open onNavigate={onClose} />
    </Drawer>
  );
}
