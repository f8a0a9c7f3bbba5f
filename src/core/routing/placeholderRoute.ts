import type { AppRoute, RouteHandle } from './routeHandle';

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
  return {
    path,
    handle: { permission: 'view', ...handle, title, placeholder: { builtBy } },
    lazy: async () => {
      const { PlaceholderPage } = await import('@/components/PlaceholderPage');
      return { Component: PlaceholderPage };
    },
  };
}
