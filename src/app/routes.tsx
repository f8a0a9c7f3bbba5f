import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '@/core/navigation/navigator';
import { AuthGate } from '@/core/session/AuthGate';
import { PublicOnly } from '@/core/session/PublicOnly';
import type { AppRoute } from '@/core/routing/routeHandle';
import { RouteErrorPage } from './RouteErrorPage';
import { protectedRoutes, publicRoutes } from './routeTable';

/** The shell, the HTTP wiring and their tests read the page routes from here too. */
export { protectedRoutes, publicRoutes };

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to={PATHS.home} replace /> },
      {
        element: (
          <PublicOnly>
            <Outlet />
          </PublicOnly>
        ),
        children: publicRoutes,
      },
      {
        element: (
          <AuthGate>
            <Outlet />
          </AuthGate>
        ),
        children: [
          {
            // The shell loads only once signed in, so the login page stays small.
            lazy: async () => ({ Component: (await import('./layout/AppShell')).AppShell }),
            children: protectedRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
    ],
  },
];
