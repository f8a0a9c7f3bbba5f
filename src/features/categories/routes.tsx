import { ID } from '@/core/routing/routeParams';
import type { AppRoute } from '@/core/routing/routeHandle';
import { categoryPaths } from './paths';

export const categoryRoutes: AppRoute[] = [
  {
    path: categoryPaths.list,
    handle: {
      permission: 'view',
      title: 'Categories',
      nav: { section: 'Spaces', label: 'Categories', order: 3 },
    },
    lazy: async () => ({
      Component: (await import('./pages/CategoriesListPage')).CategoriesListPage,
    }),
  },
  {
    path: categoryPaths.new,
    handle: { permission: 'edit', title: 'Add Category' },
    lazy: async () => ({ Component: (await import('./pages/CategoryNewPage')).CategoryNewPage }),
  },
  {
    path: categoryPaths.edit(ID),
    handle: { permission: 'edit', title: 'Edit Category' },
    lazy: async () => ({ Component: (await import('./pages/CategoryEditPage')).CategoryEditPage }),
  },
];
