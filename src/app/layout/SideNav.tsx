import { Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import { PATHS } from '@/core/navigation/navigator';
import type { AppRoute } from '@/core/routing/routeHandle';
import { ACCESS_RESTRICTED_TOOLTIP } from '@/domain/permissions/accessControl';
import { NAV_WIDTH } from './navGeometry';
import { activeNavPath, buildNavSections, type NavItem } from './navSections';
import { APP_VERSION } from '@/lib/version';

export const SIDE_NAV_ID = 'main-navigation';
export const BETA_NOTICE = 'BETA feature — Some features may be unavailable or limited.';

export interface SideNavProps {
  /** Every protected route; the ones with `handle.nav` become items. */
  routes: AppRoute[];
  open: boolean;
  /** ≤ 912 px: floats over the content instead of taking its own column. */
  overlay?: boolean;
  /** Called when a link is followed (the phone's drawer closes then). */
  onNavigate?(): void;
}

function NavItemView({
  item,
  active,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  if (item.disabled) {
    // Still listed so people know the feature exists; focusable so the reason is reachable by keyboard.
    return (
      <Tooltip title={ACCESS_RESTRICTED_TOOLTIP} placement="right" trigger={['hover', 'focus']}>
        <span
          className="side-nav__item side-nav__item--disabled"
          role="link"
          aria-disabled="true"
          tabIndex={0}
        >
          {item.label}
        </span>
      </Tooltip>
    );
  }
  return (
    <Link
      to={item.path}
      className={active ? 'side-nav__item side-nav__item--active' : 'side-nav__item'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}

/** The side navigation. Hidden when collapsed or when no user is loaded. */
export function SideNav({ routes, open, overlay = false, onNavigate }: SideNavProps) {
  const user = useAppSelector((s) => s.session.user);
  const { pathname } = useLocation();
  const sections = useMemo(() => buildNavSections(routes, user), [routes, user]);
  const active = useMemo(
    () =>
      activeNavPath(
        sections.flatMap((s) => s.items.map((i) => i.path)),
        pathname,
      ),
    [sections, pathname],
  );

  if (!open || !user) return null;
  return (
    <nav
      id={SIDE_NAV_ID}
      aria-label="Main navigation"
      className={overlay ? 'side-nav side-nav--overlay' : 'side-nav'}
      style={{ width: NAV_WIDTH }}
    >
      <h2 className="side-nav__title">Operations</h2>
      {sections.map(({ section, items }) => (
        <div className="side-nav__section" key={section}>
          <h3 className="side-nav__section-title" id={`nav-section-${section}`}>
            {section}
          </h3>
          <ul aria-labelledby={`nav-section-${section}`}>
            {items.map((item) => (
              <li key={item.path}>
                <NavItemView
                  item={item}
                  active={!item.disabled && item.path === active}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="side-nav__footer">
        <Link
          to={PATHS.changelog}
          className="side-nav__version"
          title="Changelog"
          onClick={onNavigate}
        >
          v{APP_VERSION}
        </Link>
        <p className="side-nav__beta">{BETA_NOTICE}</p>
      </div>
    </nav>
  );
}
