import type { AppRoute } from '@/core/routing/routeHandle';
import { systemPaths } from './paths';

/** Pages every signed-in user reaches: protected routes that belong to no domain. */
export const systemRoutes: AppRoute[] = [
  {
    path: systemPaths.gettingStarted,
    handle: { permission: 'view', title: 'Getting started' },
    lazy: async () => ({
      Component: (await import('./pages/GettingStartedPage')).GettingStartedPage,
    }),
  },
  {
    path: systemPaths.changelog,
    handle: { title: 'Changelog' },
    lazy: async () => ({ Component: (await import('./pages/ChangelogPage')).ChangelogPage }),
  },
  {
    path: systemPaths.notFound,
    handle: { title: 'Not found' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).NotFoundPage }),
  },
  {
    path: systemPaths.serverError,
    handle: { title: 'Server error' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).ServerErrorPage }),
  },
  {
    path: systemPaths.notAllowed,
    handle: { title: 'Not allowed' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).NotAllowedPage }),
  },
  {
    path: systemPaths.redirection,
    handle: { title: 'Redirecting' },
    lazy: async () => ({ Component: (await import('./pages/RedirectionPage')).RedirectionPage }),
  },
];

export const accessDeniedRoute: AppRoute = {
  path: systemPaths.accessDenied,
  handle: { public: true, allowAuthenticated: true, title: 'Access denied' },
  lazy: async () => ({ Component: (await import('./pages/StatusPages')).AccessDeniedPage }),
};
