import { flattenRoutes, type AppRoute, type RouteHandle } from '@/core/routing/routeHandle';
import { isAllowed, type PermissionSubject } from '@/domain/permissions/accessControl';
import { findPattern } from '@/lib/routePattern';

/**
 * Whether the guard lets the subject open an address (not a pattern), by the route table's own
 * rules: what the palette offers and where the keyboard shortcuts' `g` may go.
 */
export function routeAllows(routes: AppRoute[], subject: PermissionSubject, path: string): boolean {
  const entries = flattenRoutes(routes);
  const pattern = findPattern(
    entries.map((e) => e.pattern),
    path.split('?')[0] ?? path,
  );
  const handle: RouteHandle | undefined = entries.find((e) => e.pattern === pattern)?.handle;
  return handle !== undefined && isAllowed(subject, handle);
}
