import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '@/core/navigation/navigator';
import { AuthGate } from '@/core/session/AuthGate';
import { PublicOnly } from '@/core/session/PublicOnly';
import type { AppRoute } from '@/core/routing/routeHandle';
import { authRoutes } from '@/features/auth/routes';
import { billingRoutes } from '@/features/billing/routes';
import { bundleRoutes } from '@/features/bundles/routes';
import { categoryRoutes } from '@/features/categories/routes';
import { customerRoutes } from '@/features/customers/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { orderRoutes } from '@/features/orders/routes';
import { organisationSettingsRoutes } from '@/features/organisation-settings/routes';
import { productRoutes } from '@/features/products/routes';
import { profileRoutes } from '@/features/profile/routes';
import { reportRoutes } from '@/features/reports/routes';
import { supplierRoutes } from '@/features/suppliers/routes';
import { supportRoutes } from '@/features/support/routes';
import { accessDeniedRoute, systemRoutes } from '@/features/system/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { RouteErrorPage } from './RouteErrorPage';

/** The pages reachable signed out: sign-in and its neighbours, and 'access denied'. */
export const publicRoutes: AppRoute[] = [...authRoutes, accessDeniedRoute];

/** Every signed-in page: the guard, the side navigation and the breadcrumbs read these. */
export const protectedRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...systemRoutes,
  ...productRoutes,
  ...bundleRoutes,
  ...categoryRoutes,
  ...orderRoutes,
  ...supportRoutes,
  ...supplierRoutes,
  ...customerRoutes,
  ...reportRoutes,
  ...billingRoutes,
  ...walletRoutes,
  ...organisationSettingsRoutes,
  ...profileRoutes,
];

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
