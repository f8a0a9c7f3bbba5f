import { PRODUCT_FILTER } from '@/domain/contract';
import {
  useCatalogueHits,
  type CatalogueHits,
} from '@/components/catalogue-search/useCatalogueHits';

/** How many products the picker offers at once. */
export const SUGGESTION_COUNT = 8;

export type ProductSuggestions = CatalogueHits;

/**
 * Products (never bundles) matching `query`, from the hosted search service the catalogue lists
 * use: it answers as you type without a portal round trip. An empty query asks for nothing.
 */
export function useProductSuggestions(query: string): ProductSuggestions {
  return useCatalogueHits({ query, filter: PRODUCT_FILTER, hitsPerPage: SUGGESTION_COUNT });
}
