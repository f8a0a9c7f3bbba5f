import type { PageLoader } from '@/core/routing/pageRoute';

// Until its page exists, a route shows the placeholder (replace each entry with its page).
const pending: PageLoader = async () =>
  (await import('@/components/PlaceholderPage')).PlaceholderPage;

/** The pages of this part of the organisation settings, each a lazy chunk. */
export const organisationPages = {
  list: pending,
  new: pending,
  details: pending,
  detailsEdit: pending,
  proposal: pending,
  activeWarehouse: pending,
  activeWarehouseEdit: pending,
} satisfies Record<string, PageLoader>;
