import { pageRoute, type PageLoader } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { systemPaths } from './paths';

type StatusPage = keyof typeof import('./pages/StatusPages');

/** The status pages share one module, so one chunk serves them all. */
const statusPage =
  (name: StatusPage): PageLoader =>
  async () =>
    (await import('./pages/StatusPages'))[name];

/** Pages every signed-in user reaches: protected routes that belong to no domain. */
export const systemRoutes: AppRoute[] = [
  pageRoute(
    systemPaths.gettingStarted,
    async () => (await import('./pages/GettingStartedPage')).GettingStartedPage,
    { permission: 'view', title: 'Getting started' },
  ),
  pageRoute(
    systemPaths.changelog,
    async () => (await import('./pages/ChangelogPage')).ChangelogPage,
    { title: 'Changelog' },
  ),
  pageRoute(systemPaths.notFound, statusPage('NotFoundPage'), { title: 'Not found' }),
  pageRoute(systemPaths.serverError, statusPage('ServerErrorPage'), { title: 'Server error' }),
  pageRoute(systemPaths.notAllowed, statusPage('NotAllowedPage'), { title: 'Not allowed' }),
  pageRoute(
    systemPaths.redirection,
    async () => (await import('./pages/RedirectionPage')).RedirectionPage,
    { title: 'Redirecting' },
  ),
];

export const accessDeniedRoute: AppRoute = pageRoute(
  systemPaths.accessDenied,
  statusPage('AccessDeniedPage'),
  { public: true, allowAuthenticated: true, title: 'Access denied' },
);
