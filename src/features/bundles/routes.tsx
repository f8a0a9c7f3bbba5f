import type { AppRoute } from '@/core/routing/routeHandle';

export const bundleRoutes: AppRoute[] = [
  {
    path: '/space/bundles',
    handle: {
      permission: 'view',
      title: 'Bundles',
      nav: { section: 'Spaces', label: 'Bundles', order: 2 },
    },
    lazy: async () => ({ Component: (await import('./pages/BundlesListPage')).BundlesListPage }),
  },
  {
    path: '/space/bundles/new',
    handle: { permission: 'edit', title: 'Add Bundle' },
    lazy: async () => ({
      Component: (await import('./wizard/BundleWizardPage')).BundleWizardPage,
    }),
  },
  {
    path: '/space/bundles/:id/summary',
    handle: { permission: 'view', title: 'Bundle Summary' },
    lazy: async () => ({
      Component: (await import('./detail/BundleSummaryPage')).BundleSummaryPage,
    }),
  },
  {
    path: '/space/bundles/:id/summary/edit',
    handle: { permission: 'edit', title: 'Edit Bundle' },
    lazy: async () => ({ Component: (await import('./edit/BundleEditPage')).BundleEditPage }),
  },
  {
    path: '/space/bundles/:id/movement',
    handle: { permission: 'view', title: 'Bundle Movement' },
    lazy: async () => ({
      Component: (await import('./detail/BundleMovementPage')).BundleMovementPage,
    }),
  },
];
