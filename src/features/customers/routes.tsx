import { partnerRoutes } from '@/core/routing/partnerRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { customerPaths } from './paths';

export const customerRoutes: AppRoute[] = partnerRoutes({
  one: 'Customer',
  many: 'Customers',
  order: 2,
  paths: customerPaths,
});
