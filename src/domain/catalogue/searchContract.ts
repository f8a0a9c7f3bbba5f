/**
 * Contract of the hosted search service (Algolia-compatible; answered by the simulator) that the
 * product and bundle lists query. Re-exported from contract.ts.
 */
import type { SkuType } from './productContract';

/** Index names: the three sorts of the catalogue lists; bundles live in the same indices. */
export const SEARCH_INDICES = {
  skuAsc: 'products',
  stockAsc: 'products_asc_stock',
  createdDesc: 'products_desc_created',
} as const;
export const DEFAULT_SEARCH_INDEX = SEARCH_INDICES.createdDesc;
/** The search filters of the two lists and the facets they offer. */
export const PRODUCT_FILTER = 'NOT type:bundle';
export const BUNDLE_FILTER = 'type:bundle';
export const PRODUCT_FACETS = [
  'category.name',
  'category.color',
  'type',
  'locations',
  'is_low_stock',
  'available',
] as const;

/** One record of the index (product or bundle), as the list shows it. */
export interface SearchHit {
  objectID: string;
  id: number;
  uid: string;
  sku: string;
  title: string;
  barcode: string;
  /** 'product' | 'marketing' | 'bundle'. */
  type: SkuType | 'bundle';
  category: { name: string; color: string } | null;
  /** Codes of the warehouses holding stock. */
  locations: string[];
  stock: number;
  /** Facet-friendly: 'in_stock' | 'out_of_stock'. */
  available: 'in_stock' | 'out_of_stock';
  available_quantity: number;
  is_low_stock: boolean;
  low_stock_alert: number;
  image: string | null;
  created_at: string;
  created_at_timestamp: number;
}
