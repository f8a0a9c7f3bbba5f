import { recordRoutes } from '@/core/routing/recordRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { categoryPaths } from './paths';

/** A category has no detail page: its list opens each one straight into edit. */
export const categoryRoutes: AppRoute[] = recordRoutes(
  {
    one: 'Category',
    many: 'Categories',
    nav: { section: 'Spaces', order: 3 },
    paths: categoryPaths,
  },
  {
    list: async () => (await import('./pages/CategoriesListPage')).CategoriesListPage,
    new: async () => (await import('./pages/CategoryNewPage')).CategoryNewPage,
    edit: async () => (await import('./pages/CategoryEditPage')).CategoryEditPage,
  },
);
