import type { ComponentType } from 'react';
import type { AppRoute, RouteHandle } from './routeHandle';

/**
 * Fetches a page's component on its first visit, so every page is a chunk of its own:
 * `async () => (await import('./pages/ProductsListPage')).ProductsListPage`.
 */
export type PageLoader = () => Promise<ComponentType>;

/** A route that shows one page: the guard, navigation and breadcrumbs read its `handle`. */
export function pageRoute(path: string, page: PageLoader, handle: RouteHandle): AppRoute {
  return { path, handle, lazy: async () => ({ Component: await page() }) };
}
