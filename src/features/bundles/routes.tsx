import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the catalogue issue (#4)';

export const bundleRoutes: AppRoute[] = [
  placeholderRoute('/space/bundles', 'Bundles', BY, {
    nav: { section: 'Spaces', label: 'Bundles', order: 2 },
  }),
  placeholderRoute('/space/bundles/new', 'Add Bundle', BY, { permission: 'edit' }),
  placeholderRoute('/space/bundles/:id/summary', 'Bundle Summary', BY),
  placeholderRoute('/space/bundles/:id/summary/edit', 'Edit Bundle', BY, { permission: 'edit' }),
  placeholderRoute('/space/bundles/:id/movement', 'Bundle Movement', BY),
];
