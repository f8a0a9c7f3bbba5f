import type { AppRoute } from '@/core/routing/routeHandle';
import { activityRoutes } from '@/features/activity/routes';
import { authRoutes } from '@/features/auth/routes';
import { billingRoutes } from '@/features/billing/routes';
import { bundleRoutes } from '@/features/bundles/routes';
import { categoryRoutes } from '@/features/categories/routes';
import { customerRoutes, supplierRoutes } from '@/features/partners/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { orderRoutes } from '@/features/orders/routes';
import { organisationSettingsRoutes } from '@/features/organisation-settings/routes';
import { productRoutes } from '@/features/products/routes';
import { profileRoutes } from '@/features/profile/routes';
import { reportRoutes } from '@/features/reports/routes';
import { supportRoutes } from '@/features/support/routes';
import { accessDeniedRoute, systemRoutes } from '@/features/system/routes';
import { walletRoutes } from '@/features/wallet/routes';

/*
 * Every page's route, apart from the router's frame (routes.tsx). This module loads no component
 * or store, so tests outside the app (the browser tests' route lists) can read it.
 */

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
  ...activityRoutes,
  ...profileRoutes,
];
