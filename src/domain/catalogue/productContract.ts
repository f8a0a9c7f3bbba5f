/**
 * Contract of the catalogue's products: the record, what the wizard and the edit page send, SKU
 * uniqueness, the bulk update, packaging units (types) and barcode labels. Re-exported from
 * contract.ts, with productHistoryContract.ts, bundleContract.ts, categoryContract.ts and
 * searchContract.ts. Every call is organisation-scoped (X-Organisation-UID). Where the product
 * spec leaves a detail open, the decision is written here and in docs/catalogue.md. Lengths are
 * centimetres, weights kilograms, money AUD.
 */
import type { DataAnswer, UniquenessResponse } from '../contract';

/** Text the server masks for the caller's role: it contains '***'. */
export type Masked = string;

export { UNIT_TYPES } from '@/domain/catalogue/units';
import type { UnitType } from '@/domain/catalogue/units';
/** Smallest first: a unit's parent is the nearest smaller unit the product has. */
export type { UnitType };
export const SKU_TYPES = ['product', 'marketing'] as const;
export type SkuType = (typeof SKU_TYPES)[number];

export interface Dimensions {
  length: number;
  width: number;
  height: number;
  weight: number;
}

export interface CategoryRef {
  id: number;
  name: string;
  /** #rgb or #rrggbb. */
  color: string;
}

/** One packaging unit of a product: BASE, BOX, CARTON or PALLET. */
export interface ProductUnit extends Dimensions {
  unit: UnitType;
  /** BASE items one unit holds (BASE: 1). */
  items_per_unit: number;
  /** Whole units of this type on hand (BASE: loose items). */
  stock: number;
  barcode: string;
  /** m³ = l × w × h / 1,000,000 (centimetres), rounded to 6 decimals by the server. */
  volume: number;
}

export interface WarehouseStockRow {
  warehouse_id: number;
  warehouse_name: string;
  warehouse_code: string;
  /** BASE items on hand in that warehouse. */
  stock: number;
  available: number;
  on_hold: number;
}

/** What the wizard and the edit page send (POST items/, PATCH items/{id}). */
export interface ProductInput extends Dimensions {
  sku: string;
  /** At most 200 characters. */
  title: string;
  category_id: number | null;
  /** Code 128: printable ASCII (32–126), 1–48 characters; blank = the server uses the SKU. */
  barcode: string;
  description: string;
  /** Data URLs (image/png|jpeg|webp), at most 5, each at most 2 MB. */
  images: string[];
  /** Country uid from meta/configuration. */
  manufactured_country: string;
  supplier_value: number;
  hs_code: string;
  sales_value: number;
  insurance_cover: number;
  /** Free text printed on import paperwork (optional). */
  import_declaration: string;
  fragile: boolean;
  serial_required: boolean;
  pre_packed: boolean;
  auto_breakdown: boolean;
  /** Threshold: at or below it the product is low on stock when the warning is on. */
  lower_limit: number;
  low_stock_warning: boolean;
  include_marketing_material: boolean;
  sku_type: SkuType;
}

export interface ProductDetail extends Omit<ProductInput, 'supplier_value' | 'sales_value'> {
  id: number;
  uid: string;
  category: CategoryRef | null;
  /** Masked ('***') for roles that may not see costs. */
  supplier_value: number | Masked;
  sales_value: number | Masked;
  units: ProductUnit[];
  warehouse_stocks: WarehouseStockRow[];
  /** BASE items over every unit and warehouse. */
  stock: number;
  available: number;
  on_hold: number;
  /** = lower_limit when the warning is on, else 0. */
  low_stock_alert: number;
  is_low_stock: boolean;
  archived: boolean;
  created_at: string;
  updated_at: string;
}
export type ProductResponse = DataAnswer<ProductDetail>;
/**
 * GET items?ids=1,2,3: the products of the caller's organisation among those ids, in the order
 * asked, each as the single read answers it (costs masked alike; archived ones included, marked).
 * Ids of another organisation or of no product are simply not in the answer. At most
 * ITEMS_BY_ID_MAX ids (domain/catalogue/bulkEdit); more, or an id that is not a whole number
 * above 0, is a 422 keyed `ids`.
 */
export type ProductsByIdResponse = DataAnswer<ProductDetail[]>;

/** GET items/new: what the wizard's selects offer. */
export interface ProductFormOptions {
  categories: CategoryRef[];
}
export type ProductFormOptionsResponse = DataAnswer<ProductFormOptions>;

/**
 * POST items/validate-uniqueness { sku, exclude_id?, exclude_bundle_id? } → UniquenessResponse.
 * SKUs are unique across products and bundles: `exclude_id` skips a product (its edit page),
 * `exclude_bundle_id` a bundle (its edit page); the two id spaces are separate.
 */
export interface SkuUniquenessRequest {
  sku: string;
  exclude_id?: number;
  exclude_bundle_id?: number;
}
export type SkuUniquenessResponse = UniquenessResponse;

/**
 * One product's changes in POST items/bulk-update: only the fields sent change, each checked as
 * the single edit (PATCH items/{id}) checks it. `archived: true` archives it (irreversible;
 * `false` changes nothing).
 */
export interface BulkUpdateItem {
  id: number;
  supplier_value?: number;
  sales_value?: number;
  category_id?: number | null;
  lower_limit?: number;
  archived?: boolean;
}
/**
 * POST items/bulk-update: many products at once, all or nothing (at most BULK_EDIT_MAX_ITEMS,
 * domain/catalogue/bulkEdit). A refusal is a 422 with errors keyed `items[i].field`; a role that
 * sees costs masked is refused as a whole.
 */
export interface BulkUpdateRequest {
  items: BulkUpdateItem[];
}
export interface BulkUpdateResponse {
  message: string;
  data: { updated: number[] };
}

/** GET items/{id}/types. */
export type UnitsResponse = DataAnswer<ProductUnit[]>;
/** GET items/{id}/types/new?unit=BOX: the parent the new type must not be smaller than. */
export type NewUnitResponse = DataAnswer<{ unit: UnitType; parent: ProductUnit }>;
/**
 * POST items/{id}/types (add) and PATCH items/{id}/types/{unit} (edit). `parent_quantity` counts
 * PARENT units (a BOX of 12 base items: 12; a CARTON of 4 such boxes: 4, so 48 items). 422:
 * 'Invalid Dimensions' (any dimension empty or ≤ 0), 'dimensions are smaller than the parent'
 * (sorted dimensions compared pairwise, so a turned box still fits).
 */
export interface UnitInput extends Dimensions {
  unit: Exclude<UnitType, 'BASE'>;
  parent_quantity: number;
  barcode: string;
}
/** POST items/{id}/types/breakdown: opens `quantity` units into their parent units. */
export interface BreakdownRequest {
  unit: Exclude<UnitType, 'BASE'>;
  quantity: number;
}

/** POST items/{id}/print-barcode: the label the portal renders as Code 128 and prints. */
export interface BarcodeLabel {
  sku: string;
  title: string;
  barcode: string;
  symbology: 'CODE128';
}
export type BarcodeLabelResponse = DataAnswer<BarcodeLabel>;
