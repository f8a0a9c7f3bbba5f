import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the catalogue issue (#4)';

export const categoryRoutes: AppRoute[] = [
  placeholderRoute('/space/categories', 'Categories', BY, {
    nav: { section: 'Spaces', label: 'Categories', order: 3 },
  }),
  placeholderRoute('/space/categories/new', 'Add Category', BY, { permission: 'edit' }),
  placeholderRoute('/space/categories/:id/edit', 'Edit Category', BY, { permission: 'edit' }),
];
