import { flattenRoutes, type AppRoute, type NavSection } from '@/core/routing/routeHandle';
import { isAllowed, type PermissionSubject } from '@/domain/permissions/accessControl';
import { findPattern } from '@/lib/routePattern';

/** The section order of the side navigation. */
export const NAV_SECTION_ORDER: readonly NavSection[] = [
  'Spaces',
  'Orders',
  'Support',
  'Manage',
  'Reports',
];

export interface NavItem {
  label: string;
  path: string;
  order: number;
  /** The role may not use it: shown disabled, not as a link. */
  disabled: boolean;
}

export interface NavSectionView {
  section: NavSection;
  items: NavItem[];
}

/**
 * Groups the routes that carry `handle.nav` into the five sections, items by `nav.order`.
 * Without a subject nothing is disabled (the caller decides whether to render at all).
 */
export function buildNavSections(
  routes: AppRoute[],
  subject?: PermissionSubject | null,
): NavSectionView[] {
  const entries = flattenRoutes(routes).filter(({ handle }) => handle.nav);
  return NAV_SECTION_ORDER.map((section) => ({
    section,
    items: entries
      .filter(({ handle }) => handle.nav?.section === section)
      .map(({ pattern, handle }) => ({
        label: handle.nav?.label ?? pattern,
        path: pattern,
        order: handle.nav?.order ?? 0,
        disabled: subject ? !isAllowed(subject, handle) : false,
      }))
      .sort((a, b) => a.order - b.order),
  })).filter((s) => s.items.length > 0);
}

/**
 * The navigation path the current page belongs to: the item itself or anything beneath it
 * (/space/products/12/summary highlights Products).
 */
export function activeNavPath(paths: readonly string[], pathname: string): string | undefined {
  const candidates = paths.flatMap((p) => [p, `${p.replace(/\/$/, '')}/*`]);
  return findPattern(candidates, pathname)?.replace(/\/\*$/, '');
}
