import type { AppRoute } from '@/core/routing/routeHandle';

export const categoryRoutes: AppRoute[] = [
  {
    path: '/space/categories',
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
    path: '/space/categories/new',
    handle: { permission: 'edit', title: 'Add Category' },
    lazy: async () => ({ Component: (await import('./pages/CategoryNewPage')).CategoryNewPage }),
  },
  {
    path: '/space/categories/:id/edit',
    handle: { permission: 'edit', title: 'Edit Category' },
    lazy: async () => ({ Component: (await import('./pages/CategoryEditPage')).CategoryEditPage }),
  },
];
