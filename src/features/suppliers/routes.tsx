import { partnerRoutes } from '@/core/routing/partnerRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { supplierPaths } from './paths';

export const supplierRoutes: AppRoute[] = partnerRoutes({
  one: 'Supplier',
  many: 'Suppliers',
  order: 1,
  paths: supplierPaths,
});
