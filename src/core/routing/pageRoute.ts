import { createElement, type ComponentType } from 'react';
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

/**
 * A page several routes share, shown with the props this route gives it (an order page told its
 * direction, a partner page told its kind): still a lazy chunk, fetched on the first visit.
 * `boundPage(async () => (await import('./detail/SummaryPage')).SummaryPage, { direction })`.
 */
export function boundPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
): PageLoader {
  return async () => {
    const Page = await load();
    return function BoundPage() {
      return createElement(Page, props);
    };
  };
}
