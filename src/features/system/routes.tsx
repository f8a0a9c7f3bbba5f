import type { AppRoute } from '@/core/routing/routeHandle';

/** Pages every signed-in user reaches (SPEC §2 protected routes without a domain). */
export const systemRoutes: AppRoute[] = [
  {
    path: '/gettingstart',
    handle: { permission: 'view', title: 'Getting started' },
    lazy: async () => ({ Component: (await import('./pages/GettingStartedPage')).GettingStartedPage }),
  },
  {
    path: '/changelog',
    handle: { title: 'Changelog' },
    lazy: async () => ({ Component: (await import('./pages/ChangelogPage')).ChangelogPage }),
  },
  {
    path: '/404',
    handle: { title: 'Not found' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).NotFoundPage }),
  },
  {
    path: '/500',
    handle: { title: 'Server error' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).ServerErrorPage }),
  },
  {
    path: '/not-allowed',
    handle: { title: 'Not allowed' },
    lazy: async () => ({ Component: (await import('./pages/StatusPages')).NotAllowedPage }),
  },
  {
    path: '/redirection',
    handle: { title: 'Redirecting' },
    lazy: async () => ({ Component: (await import('./pages/RedirectionPage')).RedirectionPage }),
  },
];

export const accessDeniedRoute: AppRoute = {
  path: '/access-denied',
  handle: { public: true, allowAuthenticated: true, title: 'Access denied' },
  lazy: async () => ({ Component: (await import('./pages/StatusPages')).AccessDeniedPage }),
};
