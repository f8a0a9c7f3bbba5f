import type { WarehouseStockRow } from '@/domain/contract';
import type { BundleRecord, ProductRecord, WarehouseRecord } from '../db/schema';

/**
 * Stock arithmetic of products and bundles. A product's stock lives per warehouse (BASE items);
 * its units split the same total by packaging. Bundles hold no stock of their own: what the
 * components' stock can make, per warehouse and overall.
 */

/** Re-derives stock, available and the low-stock fields from the warehouse rows and preferences. */
export function refreshStockFields(product: ProductRecord): void {
  product.stock = product.warehouse_stocks.reduce((sum, w) => sum + w.stock, 0);
  product.available = product.warehouse_stocks.reduce((sum, w) => sum + w.available, 0);
  product.low_stock_alert = product.low_stock_warning ? product.lower_limit : 0;
  product.is_low_stock = product.low_stock_warning && product.stock <= product.lower_limit;
}

/** One row per warehouse of the organisation (0 where nothing is stored). */
export function productWarehouseRows(
  product: ProductRecord,
  warehouses: readonly WarehouseRecord[],
): WarehouseStockRow[] {
  return warehouses.map((w) => {
    const row = product.warehouse_stocks.find((s) => s.warehouse_id === w.id);
    const stock = row?.stock ?? 0;
    const available = row?.available ?? 0;
    return {
      warehouse_id: w.id,
      warehouse_name: w.name,
      warehouse_code: w.code,
      stock,
      available,
      on_hold: stock - available,
    };
  });
}

/** Whole bundles from the components: min over lines of floor(quantity on hand ÷ line quantity). */
function makeable(lines: BundleRecord['lines'], onHand: (productId: number) => number): number {
  if (lines.length === 0) return 0;
  return Math.max(
    0,
    Math.min(...lines.map((l) => Math.floor(onHand(l.product_id) / Math.max(1, l.quantity)))),
  );
}

export interface BundleStock {
  /** min(floor(component available ÷ quantity)): the contract's definition. */
  stock: number;
  available: number;
  rows: WarehouseStockRow[];
}

/**
 * A bundle's stock from its components (decided: stock and available are both what the
 * components' *available* quantities can make; per warehouse rows show what each warehouse could
 * make from its own stock and available quantities).
 */
export function bundleStock(
  bundle: BundleRecord,
  productById: (id: number) => ProductRecord | undefined,
  warehouses: readonly WarehouseRecord[],
): BundleStock {
  const available = makeable(bundle.lines, (id) => productById(id)?.available ?? 0);
  const perWarehouse = (w: WarehouseRecord, field: 'stock' | 'available') =>
    makeable(
      bundle.lines,
      (id) => productById(id)?.warehouse_stocks.find((s) => s.warehouse_id === w.id)?.[field] ?? 0,
    );
  const rows = warehouses.map((w) => {
    const stock = perWarehouse(w, 'stock');
    const free = Math.min(stock, perWarehouse(w, 'available'));
    return {
      warehouse_id: w.id,
      warehouse_name: w.name,
      warehouse_code: w.code,
      stock,
      available: free,
      on_hold: stock - free,
    };
  });
  return { stock: available, available, rows };
}
