import { ID } from '@/core/routing/routeParams';
import type { AppRoute } from '@/core/routing/routeHandle';
import { bundlePaths } from './paths';

export const bundleRoutes: AppRoute[] = [
  {
    path: bundlePaths.list,
    handle: {
      permission: 'view',
      title: 'Bundles',
      nav: { section: 'Spaces', label: 'Bundles', order: 2 },
    },
    lazy: async () => ({ Component: (await import('./pages/BundlesListPage')).BundlesListPage }),
  },
  {
    path: bundlePaths.new,
    handle: { permission: 'edit', title: 'Add Bundle' },
    lazy: async () => ({
      Component: (await import('./wizard/BundleWizardPage')).BundleWizardPage,
    }),
  },
  {
    path: bundlePaths.summary(ID),
    handle: { permission: 'view', title: 'Bundle Summary' },
    lazy: async () => ({
      Component: (await import('./detail/BundleSummaryPage')).BundleSummaryPage,
    }),
  },
  {
    path: bundlePaths.edit(ID),
    handle: { permission: 'edit', title: 'Edit Bundle' },
    lazy: async () => ({ Component: (await import('./edit/BundleEditPage')).BundleEditPage }),
  },
  {
    path: bundlePaths.movement(ID),
    handle: { permission: 'view', title: 'Bundle Movement' },
    lazy: async () => ({
      Component: (await import('./detail/BundleMovementPage')).BundleMovementPage,
    }),
  },
];
