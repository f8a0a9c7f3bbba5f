import type { RouteObject } from 'react-router-dom';
import type { AccessRule } from '@/domain/permissions/accessControl';

export type NavSection = 'Spaces' | 'Orders' | 'Support' | 'Manage' | 'Reports';

/** Where a route appears in the side navigation. */
export interface NavEntry {
  section: NavSection;
  label: string;
  order: number;
}

/**
 * What every route object carries in `handle`: the guard reads the access rule, the side
 * navigation reads `nav`, the breadcrumbs and page title read `title`.
 */
export interface RouteHandle extends AccessRule {
  title?: string;
  nav?: NavEntry;
  /** Public (auth) pages: a signed-in visitor is sent home unless allowAuthenticated. */
  public?: boolean;
  allowAuthenticated?: boolean;
}

export type AppRoute = Omit<RouteObject, 'handle' | 'children'> & {
  handle?: RouteHandle;
  children?: AppRoute[];
};

/** Flattens nested route objects to `{ pattern, handle }` pairs (absolute patterns). */
export function flattenRoutes(
  routes: AppRoute[],
  parent = '',
): { pattern: string; handle: RouteHandle }[] {
  return routes.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const self = route.path && route.handle ? [{ pattern: own, handle: route.handle }] : [];
    return [...self, ...flattenRoutes(route.children ?? [], own)];
  });
}
