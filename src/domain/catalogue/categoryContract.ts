/**
 * Contract of product categories. Re-exported from contract.ts.
 */
import type { DataAnswer, Page } from '../contract';
import type { CategoryRef } from './productContract';

export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  parent_name: string | null;
  color: string;
  product_count: number;
  created_at: string;
}
/** GET categories?page&per_page&query. */
export type CategoriesResponse = Page<Category>;
export type CategoryResponse = DataAnswer<Category>;
/** POST categories, PATCH categories/{id}. 422 when the parent is the category or a descendant. */
export interface CategoryInput {
  name: string;
  parent_id: number | null;
  color: string;
}
/**
 * A possible parent. `parent_id` (optional, additive) lets the edit form leave out the category
 * itself and its descendants; the server refuses a cycle either way.
 */
export interface CategoryOption extends CategoryRef {
  parent_id?: number | null;
}
/** GET categories/new: possible parents. */
export type CategoryFormOptionsResponse = DataAnswer<{ parents: CategoryOption[] }>;
