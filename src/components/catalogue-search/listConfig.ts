import type { SearchHit } from '@/domain/catalogue/searchContract';
import type { FacetAttribute } from '@/core/routing/urlState';
import type { ListName } from '../list-views/listNames';

export type ColumnKey =
  'sku' | 'title' | 'category' | 'type' | 'stock' | 'available' | 'locations' | 'lowStock';

/** What makes the shared search list a product list or a bundle list. */
export interface CatalogueListConfig {
  /** Plural noun for texts and accessible names: 'products', 'bundles'. */
  noun: string;
  /** Whose saved views the list shows (a view is the list's URL search). */
  views: ListName;
  /** The hosted search service's `filters` (PRODUCT_FILTER / BUNDLE_FILTER). */
  filter: string;
  facets: FacetAttribute[];
  columns: ColumnKey[];
  /** The list's name, which names its CSV export's file ('Products' → products-<day>.csv). */
  exportName: string;
  /** Where a row leads. */
  href: (hit: SearchHit) => string;
}
