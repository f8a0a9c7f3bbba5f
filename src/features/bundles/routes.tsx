import { recordRoutes } from '@/core/routing/recordRoutes';
import type { AppRoute } from '@/core/routing/routeHandle';
import { bundlePaths, bundleTabs } from './paths';

export const bundleRoutes: AppRoute[] = recordRoutes(
  {
    one: 'Bundle',
    many: 'Bundles',
    nav: { section: 'Spaces', order: 2 },
    paths: bundlePaths,
    tabs: bundleTabs,
  },
  {
    list: async () => (await import('./pages/BundlesListPage')).BundlesListPage,
    new: async () => (await import('./wizard/BundleWizardPage')).BundleWizardPage,
    edit: async () => (await import('./edit/BundleEditPage')).BundleEditPage,
    summary: async () => (await import('./detail/BundleSummaryPage')).BundleSummaryPage,
    movement: async () => (await import('./detail/BundleMovementPage')).BundleMovementPage,
  },
);
