import { pageRoute, type PageLoader } from './pageRoute';
import type { AppRoute, RouteHandle } from './routeHandle';

const placeholderPage: PageLoader = async () =>
  (await import('@/components/PlaceholderPage')).PlaceholderPage;

/**
 * A route whose screen a later issue builds. It exists now, is guarded like the real one, and
 * lazily loads an honest placeholder page that names the issue that will replace it.
 */
export function placeholderRoute(
  path: string,
  title: string,
  builtBy: string,
  handle: Omit<RouteHandle, 'title' | 'placeholder'> = {},
): AppRoute {
  return pageRoute(path, placeholderPage, {
    permission: 'view',
    ...handle,
    title,
    placeholder: { builtBy },
  });
}
