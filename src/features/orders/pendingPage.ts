import type { PageLoader } from '@/core/routing/pageRoute';

/** The honest placeholder, while a screen of this feature is being built. */
export const pendingPage: PageLoader = async () =>
  (await import('@/components/PlaceholderPage')).PlaceholderPage;
