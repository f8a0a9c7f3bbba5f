import type { SearchHit } from '@/domain/catalogue/contract';
import type { FacetAttribute } from '@/core/routing/urlState';

export type ColumnKey =
  'sku' | 'title' | 'category' | 'type' | 'stock' | 'available' | 'locations' | 'lowStock';

/** What makes the shared search list a product list or a bundle list. */
export interface CatalogueListConfig {
  /** Plural noun for texts and accessible names: 'products', 'bundles'. */
  noun: string;
  /** The hosted search service's `filters` (PRODUCT_FILTER / BUNDLE_FILTER). */
  filter: string;
  facets: FacetAttribute[];
  columns: ColumnKey[];
  /** Where a row leads. */
  href: (hit: SearchHit) => string;
}
