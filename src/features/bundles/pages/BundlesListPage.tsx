import { BUNDLE_FILTER } from '@/domain/catalogue/searchContract';
import { CatalogueSearch } from '@/components/catalogue-search/CatalogueSearch';
import type { CatalogueListConfig } from '@/components/catalogue-search/listConfig';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { bundlePaths } from '../paths';
import { bundleDraftStore } from '../wizard/draft';

const EDIT = { permission: 'edit' } as const;

/**
 * Bundles have no category or product type of their own, and their low-stock flag is not kept
 * (their stock follows their products), so only where they are and whether any can be made.
 */
export const BUNDLE_LIST: CatalogueListConfig = {
  noun: 'bundles',
  views: 'bundles',
  exportName: 'Bundles',
  filter: BUNDLE_FILTER,
  facets: ['locations', 'available'],
  columns: ['sku', 'title', 'stock', 'available', 'locations'],
  href: (hit) => bundlePaths.summary(hit.id),
};

/** The bundle list: the bundles on the hosted search service. */
export function BundlesListPage() {
  return (
    <section aria-labelledby="bundles-title">
      <ListPageHeader
        id="bundles-title"
        title="Bundles"
        rule={EDIT}
        add={{ label: 'Add Bundle', to: bundlePaths.new }}
        // Only a draft the wizard would resume: this user's, in this organisation.
        draft={{ store: bundleDraftStore, label: 'Continue Adding Bundle', to: bundlePaths.resume }}
      />
      <CatalogueSearch config={BUNDLE_LIST} />
    </section>
  );
}
