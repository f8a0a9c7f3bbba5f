import { MASK_MARKER } from '@/domain/format';
import type { BundleDetail, Category, CategoryRef, ProductDetail, Role } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import { costsMasked } from '@/domain/catalogue/bulkEdit';
import type { BundleRecord, CategoryRecord, ProductRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { bundleStock, productWarehouseRows } from './stock';
import { sortUnits, unitView } from './units';

/** Records → contract shapes of the catalogue. */

/** Decided: roles without the `finance` marker (MEMBER by default) see costs as '***'. */
export const costsMaskedFor = (role: Role): boolean =>
  costsMasked({ role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP });

export const orgWarehouses = (store: SimulatorStore, organisationId: number) =>
  store.warehouses.filter((w) => w.organisation_id === organisationId).sort((a, b) => a.id - b.id);

export function categoryRef(category: CategoryRecord | undefined | null): CategoryRef | null {
  return category ? { id: category.id, name: category.name, color: category.color } : null;
}

export function productDetail(
  store: SimulatorStore,
  product: ProductRecord,
  costsMasked: boolean,
): ProductDetail {
  const category = product.category_id ? store.categories.get(product.category_id) : undefined;
  return {
    id: product.id,
    uid: product.uid,
    sku: product.sku,
    title: product.title,
    category_id: category && !category.archived ? category.id : null,
    category: category && !category.archived ? categoryRef(category) : null,
    barcode: product.barcode,
    description: product.description,
    images: [...product.images],
    length: product.length,
    width: product.width,
    height: product.height,
    weight: product.weight,
    manufactured_country: product.manufactured_country,
    supplier_value: costsMasked ? MASK_MARKER : product.supplier_value,
    sales_value: costsMasked ? MASK_MARKER : product.sales_value,
    hs_code: product.hs_code,
    insurance_cover: product.insurance_cover,
    import_declaration: product.import_declaration,
    fragile: product.fragile,
    serial_required: product.serial_required,
    pre_packed: product.pre_packed,
    auto_breakdown: product.auto_breakdown,
    lower_limit: product.lower_limit,
    low_stock_warning: product.low_stock_warning,
    include_marketing_material: product.include_marketing_material,
    sku_type: product.sku_type,
    units: sortUnits(product.units).map(unitView),
    warehouse_stocks: productWarehouseRows(product, orgWarehouses(store, product.organisation_id)),
    stock: product.stock,
    available: product.available,
    on_hold: product.stock - product.available,
    low_stock_alert: product.low_stock_alert,
    is_low_stock: product.is_low_stock,
    archived: product.archived,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

/** Active products directly in each category of the organisation (sub-categories not added). */
export function productCounts(store: SimulatorStore, organisationId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of store.products.all())
    if (p.organisation_id === organisationId && !p.archived && p.category_id !== null)
      counts.set(p.category_id, (counts.get(p.category_id) ?? 0) + 1);
  return counts;
}

export function categoryView(
  store: SimulatorStore,
  category: CategoryRecord,
  counts: Map<number, number>,
): Category {
  const parent = category.parent_id ? store.categories.get(category.parent_id) : undefined;
  return {
    id: category.id,
    name: category.name,
    parent_id: parent ? parent.id : null,
    parent_name: parent ? parent.name : null,
    color: category.color,
    product_count: counts.get(category.id) ?? 0,
    created_at: category.created_at,
  };
}

export function bundleDetail(store: SimulatorStore, bundle: BundleRecord): BundleDetail {
  const productById = (id: number) => store.products.get(id);
  const stock = bundleStock(bundle, productById, orgWarehouses(store, bundle.organisation_id));
  return {
    id: bundle.id,
    uid: bundle.uid,
    sku: bundle.sku,
    title: bundle.title,
    description: bundle.description,
    products: bundle.lines.map((line) => {
      const product = productById(line.product_id);
      return {
        product_id: line.product_id,
        quantity: line.quantity,
        sku: product?.sku ?? '',
        title: product?.title ?? '',
        available: product?.available ?? 0,
      };
    }),
    prepping_required: bundle.prepping_required,
    prepping_steps: [...bundle.prepping_steps],
    image: bundle.image,
    length: bundle.length,
    width: bundle.width,
    height: bundle.height,
    weight: bundle.weight,
    stock: stock.stock,
    available: stock.available,
    archived: bundle.archived,
    created_at: bundle.created_at,
    updated_at: bundle.updated_at,
  };
}
