import {
  INVENTORY_REPORT_SORTS,
  type InventoryReportRow,
  type InventoryReportSummary,
  type ReportOption,
} from '@/domain/contract';
import type { OrganisationRecord, ProductRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { roundCents } from '@/domain/format';
import {
  flag,
  optionId,
  QueryErrors,
  searchText,
  sortOf,
  sortRows,
  warehouseOptions,
} from './params';

export const UNCATEGORISED = 'Uncategorised';

export interface InventoryReport {
  rows: InventoryReportRow[];
  summary: InventoryReportSummary;
  options: { categories: ReportOption[]; warehouses: ReportOption[] };
}

function categoryOptions(store: SimulatorStore, organisation: OrganisationRecord) {
  return store.categories
    .filter((c) => c.organisation_id === organisation.id && !c.archived)
    .map((c) => ({ id: c.id, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The product's quantities, in one warehouse or in all of them. */
function quantities(product: ProductRecord, warehouseId: number | null) {
  if (warehouseId === null) return { on_hand: product.stock, available: product.available };
  const held = product.warehouse_stocks.find((w) => w.warehouse_id === warehouseId);
  return { on_hand: held?.stock ?? 0, available: held?.available ?? 0 };
}

/**
 * The inventory report: one row per active product of the organisation (archived ones are no
 * longer stocked), stock value = on hand × cost price. With a warehouse filter only the products
 * that warehouse holds (or has held) are listed, with that warehouse's quantities. Answers the
 * 422 field errors instead when the query is wrong.
 */
export function inventoryReport(
  store: SimulatorStore,
  organisation: OrganisationRecord,
  url: URL,
): InventoryReport | { errors: Record<string, string[]> } {
  const errors = new QueryErrors();
  const options = {
    categories: categoryOptions(store, organisation),
    warehouses: warehouseOptions(store, organisation),
  };
  const categoryId = optionId(url, 'category_id', options.categories, 'Category', errors);
  const warehouseId = optionId(url, 'warehouse_id', options.warehouses, 'Warehouse', errors);
  const lowStock = flag(url, 'low_stock', 'Low stock', errors);
  const sort = sortOf(url, INVENTORY_REPORT_SORTS, errors);
  if (errors.any) return { errors: errors.fields };

  const query = searchText(url);
  const categoryName = new Map(
    store.categories
      .filter((c) => c.organisation_id === organisation.id)
      .map((c) => [c.id, c.name]),
  );
  const warehouseName = new Map(store.warehouses.all().map((w) => [w.id, w.name]));

  const products = store.products.filter(
    (p) =>
      p.organisation_id === organisation.id &&
      !p.archived &&
      (categoryId === null || p.category_id === categoryId) &&
      (warehouseId === null || p.warehouse_stocks.some((w) => w.warehouse_id === warehouseId)) &&
      (!lowStock || p.is_low_stock) &&
      (!query || p.sku.toLowerCase().includes(query) || p.title.toLowerCase().includes(query)),
  );
  const rows = products
    .map((p): InventoryReportRow => {
      const { on_hand, available } = quantities(p, warehouseId);
      const unitCost = roundCents(p.supplier_value);
      return {
        id: p.id,
        sku: p.sku,
        title: p.title,
        category: p.category_id === null ? null : (categoryName.get(p.category_id) ?? null),
        warehouses: p.warehouse_stocks
          .filter((w) => w.stock > 0)
          .map((w) => warehouseName.get(w.warehouse_id) ?? '')
          .filter(Boolean)
          .sort(),
        on_hand,
        available,
        on_hold: on_hand - available,
        unit_cost: unitCost,
        stock_value: roundCents(on_hand * unitCost),
        is_low_stock: p.is_low_stock,
      };
    })
    .sort((a, b) => a.sku.localeCompare(b.sku));
  return { rows: sortRows(rows, sort), summary: summarise(rows), options };
}

function summarise(rows: readonly InventoryReportRow[]): InventoryReportSummary {
  const byCategory = new Map<string, { stock_value: number; on_hand: number }>();
  const sum = { on_hand: 0, available: 0, on_hold: 0, stock_value: 0 };
  for (const row of rows) {
    sum.on_hand += row.on_hand;
    sum.available += row.available;
    sum.on_hold += row.on_hold;
    sum.stock_value += row.stock_value;
    const key = row.category ?? UNCATEGORISED;
    const group = byCategory.get(key) ?? { stock_value: 0, on_hand: 0 };
    group.stock_value += row.stock_value;
    group.on_hand += row.on_hand;
    byCategory.set(key, group);
  }
  return {
    currency: 'AUD',
    products: rows.length,
    ...sum,
    stock_value: roundCents(sum.stock_value),
    by_category: [...byCategory]
      .map(([category, g]) => ({
        category,
        on_hand: g.on_hand,
        stock_value: roundCents(g.stock_value),
      }))
      .sort((a, b) => b.stock_value - a.stock_value || a.category.localeCompare(b.category)),
  };
}
