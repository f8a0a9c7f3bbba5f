/**
 * Contract of bundles: products sold together under one SKU. Re-exported from contract.ts.
 */
import type { DataAnswer, Page } from '../contract';
import type { Dimensions } from './productContract';

export interface BundleLine {
  product_id: number;
  quantity: number;
}
/** POST bundles/, PATCH bundles/{id}. 422 'A bundle must have at least one product', 'Bundle Image is required'. */
export interface BundleInput extends Dimensions {
  sku: string;
  title: string;
  description: string;
  products: BundleLine[];
  prepping_required: boolean;
  /** At least one non-blank step when prepping_required. */
  prepping_steps: string[];
  /** Data URL or URL. */
  image: string;
}
/** Quantities are integers ≥ BUNDLE_MIN_QUANTITY. */
export const BUNDLE_MIN_QUANTITY = 1;

export interface BundleProductLine extends BundleLine {
  sku: string;
  title: string;
  available: number;
}
export interface BundleDetail extends Omit<BundleInput, 'products'> {
  id: number;
  uid: string;
  products: BundleProductLine[];
  /** Whole bundles the components' stock can make: min(available ÷ quantity). */
  stock: number;
  available: number;
  archived: boolean;
  created_at: string;
  updated_at: string;
}
export type BundleResponse = DataAnswer<BundleDetail>;
/** GET bundles/new: nothing but a fresh SKU suggestion. */
export type BundleFormOptionsResponse = DataAnswer<{ suggested_sku: string }>;
export interface BundleOrder {
  id: number;
  reference: string;
  type: 'inbound' | 'outbound';
  status: string;
  customer_name: string;
  quantity: number;
  created_at: string;
}
/** GET bundles/{id}/orders?page&per_page. */
export type BundleOrdersResponse = Page<BundleOrder>;
